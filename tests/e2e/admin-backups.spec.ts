/**
 * Automatic backups (issues 23 and 32): an admin uploads a document, opens Backups from the admin panel, backs up
 * now, sees the backup written and verified with what it holds (the database and its documents), downloads it (a ZIP
 * of the SQL dump, the documents and their manifest, the uploaded document in it), and reads the page in Hindi.
 * Screenshots at 1280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { ARCHIVE_DOCUMENTS, ARCHIVE_DUMP } from '../../server/lib/reports/backup-archive';
import { manifestOf, zipEntries } from '../../server/test/backup-zip';
import { PDF } from '../../server/test/documents';
import { BasePage, E2E_ADMIN, expect, test, uniqueMobile } from './support/fixtures';
import { collectDataValues, latinTexts } from './support/latin-text';

const BACKUP_NAME = /backup-\d{8}-\d{6}\.zip/;

class BackupsPage extends BasePage {
  readonly path = '/admin/backups';

  /** The newest backup in the list. */
  newest() {
    return this.page.getByRole('listitem').first();
  }

  /** Downloads backup `name`: the file the browser saved, with its name and its entries. */
  async download(name: string) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.button(`Download ${name}`).click()]);
    return { name: download.suggestedFilename(), entries: await zipEntries((await download.path())!) };
  }

  /**
   * Presses Back up now once no backup is running (the desk and phone journeys share the server, and a second
   * backup while one runs is refused with 409): again after a reload if the other journey began one first.
   */
  async backUpNow(token: string) {
    for (let attempt = 0; ; attempt++) {
      await expect
        .poll(async () => {
          const list = (await (await this.page.request.get('/api/admin/backups', { headers: { authorization: `Bearer ${token}` } })).json()) as { size: number | null; verified: boolean | null; error: string | null }[];
          return list.some((backup) => backup.verified === null && !backup.error);
        }, { timeout: 90_000 })
        .toBe(false);
      const [answer] = await Promise.all([
        this.page.waitForResponse((response) => response.url().endsWith('/api/admin/backups') && response.request().method() === 'POST'),
        this.button('Back up now').click(),
      ]);
      if (answer.status() === 202 || attempt === 3) return (await answer.json()).name as string;
      await this.page.reload();
    }
  }
}

/** An LL with a PDF on a new citizen, through the API: answers its file's path. */
async function uploadedDocument(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const citizen = await page.request.post('/api/citizens', { headers, data: { name: 'Backup Document Owner', mobile: uniqueMobile() } });
  expect(citizen.status()).toBe(201);
  const ll = await page.request.post(`/api/citizens/${(await citizen.json()).id}/ll`, {
    headers,
    multipart: { ll_no: `CG04B${uniqueMobile().slice(-7)}`, vehicle_class: 'LMV', file: { name: 'document.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(ll.status(), await ll.text()).toBe(201);
  return (await ll.json()).file_path as string;
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

test('an admin backs up now, sees the backup verified with the documents it holds and downloads it @phone', async ({ page, signIn, snap }) => {
  test.setTimeout(240_000);
  const dataValues = collectDataValues(page);
  const token = await signIn(E2E_ADMIN);
  const document = await uploadedDocument(page, token);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Backups/ }).click();
  await expect(page).toHaveURL(/\/admin\/backups$/);
  const backups = new BackupsPage(page);
  await expect(backups.heading(/^Backups$/)).toBeVisible();
  await expect(page.getByText('No daily backup is set (BACKUP_TIME is off)', { exact: false })).toBeVisible();

  const name = await backups.backUpNow(token);
  expect(name).toMatch(BACKUP_NAME);
  const entry = page.getByRole('listitem').filter({ hasText: name });
  await expect(entry).toContainText('Verified', { timeout: 90_000 });
  await expect(entry).toContainText(/Database and [\d,]+ documents? \([\d.,]+ (bytes?|kB|MB)\)/);
  await expect(backups.button('Back up now')).toBeEnabled();
  await expect(page.getByText(/Last failure/)).toHaveCount(0);
  await snap('admin-backups');

  const file = await backups.download(name);
  expect(file.name).toBe(name);
  const dump = file.entries.get(ARCHIVE_DUMP)!.toString('utf8');
  expect(dump).toMatch(/^--\n-- PostgreSQL database dump/);
  expect(dump).toMatch(/CREATE TABLE public\.citizens/);
  expect(file.entries.get(ARCHIVE_DOCUMENTS + document)).toEqual(PDF);
  expect(manifestOf(file.entries).documents).toContainEqual(expect.objectContaining({ path: document, bytes: PDF.length }));

  await switchToHindi(page);
  await expect(backups.heading(/^बैकअप$/)).toBeVisible();
  await expect(entry).toContainText('जाँचा गया');
  await expect(entry).toContainText(/डेटाबेस और [\d,]+ दस्तावेज़ \([\d.,]+ (बाइट|किलोबाइट|मेगाबाइट)\)/);
  await page.waitForLoadState('networkidle');
  expect(await latinTexts(page, dataValues)).toEqual([]);
  await fontsLoaded(page);
  await snap('hindi-admin-backups');
});
