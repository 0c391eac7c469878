/**
 * Data export and backup (doc2 §2, doc1 §6): an admin opens Data Export from the admin panel, downloads one
 * table as CSV and every table as a ZIP (both opened and checked), then a full backup from the citizen list.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import JSZip from 'jszip';
import Papa from 'papaparse';
import { BasePage, E2E_ADMIN, expect, test } from './support/fixtures';

const BOM = '\uFEFF';

class ExportPage extends BasePage {
  readonly path = '/admin/export';

  /** Clicks `button` and answers the file the browser saved, as bytes. */
  async download(button: string): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.button(button).click()]);
    return saved(download);
  }
}

async function saved(download: Download) {
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** A CSV as the export writes it: a byte-order mark, a header row, then rows. */
function parseCsv(text: string) {
  expect(text.startsWith(BOM)).toBe(true);
  const { data, meta, errors } = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(errors).toEqual([]);
  return { rows: data, header: meta.fields! };
}

async function openFromAdminPanel(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: /Data Export/ }).click();
  await expect(page).toHaveURL(/\/admin\/export$/);
  const exportPage = new ExportPage(page);
  await expect(exportPage.heading('Data Export')).toBeVisible();
  await expect(exportPage.button('Download citizens as CSV')).toBeVisible();
  return exportPage;
}

test('an admin downloads a table as CSV and every table as one ZIP @phone', async ({ page, signIn, snap }) => {
  await signIn(E2E_ADMIN);
  const exportPage = await openFromAdminPanel(page);
  await snap('desk-export');

  const csv = await exportPage.download('Download citizens as CSV');
  expect(csv.name).toBe('citizens.csv');
  const citizens = parseCsv(csv.bytes.toString('utf8'));
  expect(citizens.header).toEqual(expect.arrayContaining(['id', 'name', 'mobile', 'branch_id', 'created_at']));
  expect(citizens.rows.length).toBeGreaterThan(0);

  const zipFile = await exportPage.download('Download all as ZIP');
  expect(zipFile.name).toBe('parivahan-desk-export.zip');
  const zip = await JSZip.loadAsync(zipFile.bytes);
  const names = Object.keys(zip.files).sort();
  expect(names).toEqual(expect.arrayContaining(['citizens.csv', 'users.csv', 'vehicles.csv']));
  expect(names).not.toContain('api_tokens.csv');
  for (const name of names) {
    const table = parseCsv(await zip.file(name)!.async('string'));
    expect(table.header.join(','), name).not.toMatch(/password|token/);
  }
  // Journeys running beside this one add and delete citizens between the two downloads (273 rows, then 274, once in
  // CI): the same columns, the same oldest rows, about as many.
  const zipped = parseCsv(await zip.file('citizens.csv')!.async('string'));
  expect(zipped.header).toEqual(citizens.header);
  const ids = (rows: Record<string, string>[]) => rows.slice(0, 10).map((row) => row.id);
  expect(ids(zipped.rows)).toEqual(ids(citizens.rows));
  expect(Math.abs(zipped.rows.length - citizens.rows.length)).toBeLessThan(50);
});

test('an admin downloads a full backup from the citizen list', async ({ page, signIn }) => {
  await signIn(E2E_ADMIN);
  await page.goto('/citizens');
  await page.getByRole('button', { name: 'Backup & Download DB' }).click();
  await expect(page.getByText('This will generate a full database backup and start the download. Continue?')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Confirm' }).click()]);
  const backup = await saved(download);
  expect(backup.name).toMatch(/^backup-\d{8}-\d{4}\.zip$/);
  const archive = await JSZip.loadAsync(backup.bytes);
  expect((await archive.file('database.sql')!.async('string')).startsWith('--\n-- PostgreSQL database dump')).toBe(true);
  expect(JSON.parse(await archive.file('manifest.json')!.async('string')).documents).toEqual(expect.any(Array));
  await expect(page.getByRole('alert').filter({ hasText: 'Backup download started!' }).first()).toBeVisible();
});
