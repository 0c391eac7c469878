/**
 * Automatic backups (issue 23): an admin opens Backups from the admin panel, backs up now, sees the backup written
 * and verified, downloads it (a plain SQL dump), and reads the page in Hindi. Screenshots at 1280 and 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BasePage, E2E_ADMIN, expect, test } from './support/fixtures';
import { collectDataValues, latinTexts } from './support/latin-text';

const BACKUP_NAME = /backup-\d{8}-\d{6}\.sql/;

class BackupsPage extends BasePage {
  readonly path = '/admin/backups';

  /** The newest backup in the list. */
  newest() {
    return this.page.getByRole('listitem').first();
  }

  /** Downloads backup `name`: the file the browser saved, with its name. */
  async download(name: string) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.button(`Download ${name}`).click()]);
    return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
  }
}

/** Every font face loaded and the text laid out with them (a Hindi screenshot otherwise may show boxes). */
const fontsLoaded = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load()));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });

async function switchToHindi(page: Page) {
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
}

test('an admin backs up now, sees the backup verified and downloads it', async ({ page, signIn, snap }) => {
  test.setTimeout(120_000);
  const dataValues = collectDataValues(page);
  await signIn(E2E_ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Backups/ }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  const backups = new BackupsPage(page);
  await expect(backups.heading(/^Backups$/)).toBeVisible();
  await expect(page.getByText('No daily backup is set (BACKUP_TIME is off)', { exact: false })).toBeVisible();

  await backups.button('Back up now').click();
  await expect(backups.newest()).toContainText(BACKUP_NAME);
  await expect(backups.newest()).toContainText('Verified', { timeout: 90_000 });
  await expect(backups.button('Back up now')).toBeEnabled();
  await expect(page.getByText(/Last failure/)).toHaveCount(0);
  const name = BACKUP_NAME.exec((await backups.newest().textContent())!)![0];
  await snap('admin-backups');

  const file = await backups.download(name);
  expect(file.name).toBe(name);
  expect(file.text).toMatch(/^--\n-- PostgreSQL database dump/);
  expect(file.text).toMatch(/CREATE TABLE public\.citizens/);

  await switchToHindi(page);
  await expect(backups.heading(/^बैकअप$/)).toBeVisible();
  await expect(backups.newest()).toContainText('जाँचा गया');
  await page.waitForLoadState('networkidle');
  expect(await latinTexts(page, dataValues)).toEqual([]);
  await fontsLoaded(page);
  await snap('hindi-admin-backups');
});
