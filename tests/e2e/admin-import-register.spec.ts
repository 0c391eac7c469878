/**
 * Issue 32: an office imports its own register as Excel on Windows saved it: a CSV in Windows-1252 with a title row
 * above the headers, the office's headers ('Owner Name', 'Mob No.', 'Vehicle Class', 'Policy Type', 'Risk Start
 * Date'…), one row per vehicle and dd/mm/yy dates. The admin chooses the branch, sees the header row found and tries
 * another, downloads the errors (English and Hindi), imports the corrected file and finds each owner with their
 * vehicles in the branch. At 1280 and 390 px, English and Hindi.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import iconv from 'iconv-lite';
import { BasePage, E2E_ADMIN, expect, test, uniqueMobile } from './support/fixtures';
import { collectDataValues, latinTexts } from './support/latin-text';
import { randomLetters } from './support/letters';

const BRANCH = 'Raipur Main';
const HEADERS = ['Owner Name', 'Mob No.', 'D.O.B', 'Vehicle No', 'Vehicle Class', 'Model', 'Policy Type', 'Insurance Company', 'Policy No', 'Risk Start Date', 'Risk End Date'];

/** dd/mm/yy of a day `days` from today. */
const ddmmyy = (days: number) => {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year.slice(2)}`;
};

/** Two owners, the first with two vehicles (a row each); names with characters Windows-1252 writes in its own bytes. */
function register() {
  const tag = randomLetters(2);
  const owners = [
    { name: `Ramesh D’Souza ${tag}`, mobile: uniqueMobile(), dob: '15/08/85' },
    { name: `José Sahu ${tag}`, mobile: uniqueMobile(), dob: '01/01/02' },
  ];
  const rows = [
    [owners[0], 'Bike', 'TP'],
    [owners[0], 'Car', 'Comp'],
    [owners[1], 'Scooty', 'Comprehensive'],
  ].map(([owner, vehicleClass, policyType], i) => {
    const { name, mobile, dob } = owner as (typeof owners)[number];
    const registration = `CG04${tag}${String(1000 + Math.floor(Math.random() * 8000) + i)}`;
    return [name, mobile, dob, registration, vehicleClass, 'Hero', policyType, 'National Insurance', `POL/${registration}`, ddmmyy(-30), ddmmyy(334)] as string[];
  });
  return { tag, owners, rows };
}

/** The register as Excel on Windows saves "CSV (Comma delimited)": a title row, a blank row, the headers, the rows. */
const windowsCsv = (rows: string[][]) =>
  iconv.encode([['Maa Mahamaya Insurance Point', 'Raipur'], [], HEADERS, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n', 'windows-1252');

class RegisterImport extends BasePage {
  readonly path = '/admin/import';

  async upload(name: string, buffer: Buffer) {
    await this.page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer });
  }

  /** A select whose accessible name starts with its label (MUI names it by its label and its shown value). */
  labelled(label: string) {
    return this.page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  }

  async choose(select: string, option: string) {
    await this.labelled(select).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  errorRows() {
    return this.page.getByRole('region', { name: /Rows with errors|त्रुटि वाली पंक्तियाँ/ }).locator('tbody tr, article');
  }

  /** The count tiles (a phone's error cards are lists of terms too). */
  counts() {
    return this.page.locator('dl').first().locator('dd').allTextContents();
  }

  /** Downloads the errors: the file's text. */
  async downloadErrors(button: string) {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.button(button).click()]);
    return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
  }
}

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

/** The citizens named with the tag, each with their branch and vehicles' registration numbers (the API as the admin). */
async function imported(api: APIRequestContext, token: string, tag: string) {
  const headers = { authorization: `Bearer ${token}` };
  const found = (await (await api.get(`/api/citizens?q=${encodeURIComponent(tag)}&per_page=100`, { headers })).json()).data as { id: number; name: string }[];
  return Promise.all(
    found.filter((citizen) => citizen.name.endsWith(` ${tag}`)).map(async ({ id, name }) => {
      const citizen = await (await api.get(`/api/citizens/${id}`, { headers })).json();
      const vehicles = (await (await api.get(`/api/citizens/${id}/vehicles`, { headers })).json()).data as { registration_no: string }[];
      return { name, branch: citizen.branch_id as number, vehicles: vehicles.map((vehicle) => vehicle.registration_no).sort() };
    }),
  );
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('an office register (Windows-1252 CSV, title row, one row per vehicle) imports into the branch chosen @phone', async ({ page, api, signIn, snap }) => {
  test.setTimeout(180_000);
  const dataValues = collectDataValues(page);
  const file = register();
  const token = await signIn(E2E_ADMIN);
  await page.goto('/admin/import');
  const screen = new RegisterImport(page);
  await screen.choose('Branch for the rows', BRANCH);

  // A bad birth date in the first upload.
  const spoiled = file.rows.map((row, i) => (i === 1 ? [...row.slice(0, 2), '31/31/85', ...row.slice(3)] : row));
  await screen.upload('register.csv', windowsCsv(spoiled));
  await expect(page.getByText('register.csv: 3 rows')).toBeVisible();
  const headerRow = screen.labelled('Header row');
  await expect(headerRow).toContainText('Row 3: Owner Name · Mob No. · D.O.B · Vehicle No');
  await expect(screen.select('Field for column Mob No.')).toHaveText('Mobile');
  await expect(screen.select('Field for column Vehicle Class')).toHaveText('Vehicle type');
  await expect(screen.select('Field for column Risk Start Date')).toHaveText('Insurance start date');
  await expect(page.getByRole('table', { name: /Preview/ }).getByRole('row').nth(1)).toContainText(file.owners[0].name);
  await noSidewaysScroll(page);
  await snap('import-register-map');

  // Another header row chosen reads the file again from it; the one found is chosen back.
  await screen.choose('Header row', 'Row 1: Maa Mahamaya Insurance Point · Raipur');
  await expect(page.getByText('register.csv: 4 rows')).toBeVisible();
  await screen.choose('Header row', 'Row 3: Owner Name · Mob No. · D.O.B · Vehicle No');
  await expect(page.getByText('register.csv: 3 rows')).toBeVisible();
  await expect(screen.select('Field for column Policy Type')).toHaveText('Insurance type');

  await screen.button('Check the rows').click();
  await expect(page.getByText('1 row has errors, 1 error in all.', { exact: false })).toBeVisible({ timeout: 30_000 });
  expect(await screen.counts()).toEqual(['3', '2', '1', '0']);
  await expect(screen.errorRows()).toHaveCount(1);
  // The row, the file's own column, the cell as written and the message (a desk's table row, a phone's card).
  await expect(screen.errorRows().first()).toContainText(/^(Row )?5\D*D\.O\.B\D*31\/31\/85\D*'31\/31\/85' is not a date; use dd-mm-yyyy\.$/);
  const english = await screen.downloadErrors('Download the errors (CSV)');
  expect(english.name).toMatch(/^import-\d+-errors\.csv$/);
  expect(english.text.split(/\r?\n/).slice(0, 2)).toEqual(['\uFEFFRow,Column,Value,Field,Message', "5,D.O.B,31/31/85,Date of birth,'31/31/85' is not a date; use dd-mm-yyyy."]);
  await noSidewaysScroll(page);
  await snap('import-register-errors');

  // The same in Hindi: the step's words, the message and the downloaded file.
  await switchLanguage(page, 'Language', 'हिन्दी');
  await screen.choose('पंक्तियों की शाखा', BRANCH);
  await screen.upload('register.csv', windowsCsv(spoiled));
  await expect(page.getByText('register.csv: 3 पंक्तियाँ')).toBeVisible();
  await expect(screen.labelled('शीर्षक पंक्ति')).toContainText('पंक्ति 3: Owner Name · Mob No. · D.O.B · Vehicle No');
  await screen.button('पंक्तियाँ जाँचें').click();
  await expect(page.getByText('1 पंक्ति में त्रुटि है, कुल 1 त्रुटि।', { exact: false })).toBeVisible({ timeout: 30_000 });
  await expect(screen.errorRows().first()).toContainText("'31/31/85' तिथि नहीं है; dd-mm-yyyy लिखें।");
  const hindi = await screen.downloadErrors('त्रुटियाँ डाउनलोड करें (CSV)');
  expect(hindi.text.split(/\r?\n/).slice(0, 2)).toEqual(['\uFEFFपंक्ति,कॉलम,मान,फ़ील्ड,संदेश', "5,D.O.B,31/31/85,जन्म तिथि,'31/31/85' तिथि नहीं है; dd-mm-yyyy लिखें।"]);
  await page.waitForLoadState('networkidle');
  expect(await latinTexts(page, dataValues)).toEqual([]);
  await snap('hindi-import-register-errors');
  // Another language starts the page afresh.
  await switchLanguage(page, 'भाषा', 'English');

  // The corrected file: three rows, two owners, each in the branch chosen with their vehicles.
  await screen.choose('Branch for the rows', BRANCH);
  await screen.upload('register-corrected.csv', windowsCsv(file.rows));
  await expect(page.getByText('register-corrected.csv: 3 rows')).toBeVisible();
  await screen.button('Check the rows').click();
  await expect(page.getByText('Every row can be imported.')).toBeVisible({ timeout: 30_000 });
  await screen.button('Import 3 rows').click();
  await expect(page.getByText('Import complete')).toBeVisible({ timeout: 60_000 });
  expect(await screen.counts()).toEqual(['2', '1', '0', '0']);
  await snap('import-register-done');

  const branches = (await (await api.get('/api/admin/branches', { headers: { authorization: `Bearer ${token}` } })).json()).data as { id: number; name: string }[];
  const branch = branches.find((item) => item.name === BRANCH)!.id;
  expect((await imported(api, token, file.tag)).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
    { name: file.owners[1].name, branch, vehicles: [file.rows[2][3]] },
    { name: file.owners[0].name, branch, vehicles: [file.rows[0][3], file.rows[1][3]].sort() },
  ].sort((a, b) => a.name.localeCompare(b.name)));
});
