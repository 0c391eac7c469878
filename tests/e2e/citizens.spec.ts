/**
 * Citizen records journeys (doc1 §2-§8), as admin, manager and user: a citizen profile with its
 * licences (an LL with a PDF document), a vehicle and one record of each of the seven kinds.
 */
import type { Locator, Page } from '@playwright/test';
import { BasePage, DEMO, expect, test, uniqueMobile, type Account } from './support/fixtures';
import { dateValue, fillDate } from './support/dates';

/** A minimal PDF: the server checks uploads by their content. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

class CitizenListPage extends BasePage {
  readonly path = '/citizens';

  async createCitizen(name: string, mobile: string) {
    await this.link('+ New Profile').click();
    const dialog = this.dialog('New Citizen Profile');
    await dialog.getByRole('radio', { name: 'Someone else' }).check();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await choose(this.page, selectNamed(dialog, 'Relation'), 'Son of');
    await dialog.getByRole('textbox', { name: 'Relation name', exact: true }).fill('Mohan Lal');
    await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Ward 12, Civil Lines');
    await choose(this.page, selectNamed(dialog, 'City / District'), 'Raipur');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaid(this.page, 'Citizen profile created successfully.');
    await expect(this.page).toHaveURL(/\/citizens\/\d+$/);
    return new CitizenPage(this.page, Number(this.page.url().split('/').pop()));
  }
}

class CitizenPage extends BasePage {
  constructor(
    page: Page,
    readonly id: number,
  ) {
    super(page);
  }

  get path() {
    return `/citizens/${this.id}`;
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name }).click();
  }

  /** A table row, or on a phone a vehicle card, holding this text. */
  row(text: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: text });
  }

  async expectCounts(ll: number, dl: number, vehicles: number) {
    for (const text of [`LL: ${ll}`, `DL: ${dl}`, `Vehicles: ${vehicles}`]) await expect(this.page.getByText(text, { exact: true })).toBeVisible();
  }

  /** Adds an LL or DL; checks the expiry the dialog fills from the issue date. */
  async addLicence(kind: 'LL' | 'DL', number: string, issue: string, expectedExpiry: string, withDocument: boolean) {
    await this.button(`Add ${kind}`).click();
    const dialog = this.dialog(kind === 'LL' ? 'Add Learner License' : 'Add Driving License');
    await dialog.getByRole('textbox', { name: `${kind} No.` }).fill(number);
    await dialog.getByRole('textbox', { name: 'Application No.', exact: true }).fill(`app${number.slice(-4)}`);
    await fillDate(dialog, 'Issue Date', issue);
    await expect(dateValue(dialog, 'Expiry Date')).toHaveValue(expectedExpiry);
    await dialog.getByRole('checkbox', { name: 'LMV (Light motor vehicle)' }).check();
    await dialog.getByRole('checkbox', { name: 'MCWG (Motorcycle with gear)' }).check();
    await choose(this.page, selectNamed(dialog, 'Office'), 'CG-04 Raipur');
    if (withDocument) await dialog.locator('input[type=file]').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaid(this.page, `${kind} record added`);
    await expect(this.row(number.toUpperCase())).toContainText('MCWG, LMV');
  }

  async addVehicle(registration: string) {
    await this.button('Add Vehicle').click();
    const dialog = this.dialog('Add Vehicle');
    await dialog.getByRole('textbox', { name: 'Registration No.', exact: true }).fill(registration);
    await choose(this.page, selectNamed(dialog, 'Type'), 'LMV');
    await dialog.getByRole('textbox', { name: 'Make / Model', exact: true }).fill('Maruti Swift');
    await dialog.getByRole('textbox', { name: 'Chassis No.', exact: true }).fill(`ma3${registration.slice(-4)}`);
    await dialog.getByRole('textbox', { name: 'Engine No.', exact: true }).fill(`k12${registration.slice(-4)}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastSaid(this.page, 'Vehicle added');
    await expect(this.row(registration)).toContainText('MA3');
  }

  /** Opens a vehicle's record dialog by its button. */
  async openRecords(registration: string, button: string, title: string) {
    await this.row(registration).getByRole('button', { name: button, exact: true }).click();
    return new RecordDialog(this.page, this.dialog(`${title} – ${registration}`));
  }
}

class RecordDialog {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  get form() {
    return this.root.getByRole('region', { name: /record$/ });
  }

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const select = selectNamed(this.form, label);
      if (await select.count()) await choose(this.page, select, value);
      else if (/Date|From|Until|Upto/.test(label)) await fillDate(this.form, new RegExp(`^${label}`), value);
      else await this.form.getByRole(label === 'Amount' ? 'spinbutton' : 'textbox', { name: label, exact: true }).fill(value);
    }
  }

  async add(values: Record<string, string>, toast: string) {
    await this.fill(values);
    await this.form.getByRole('button', { name: 'Add' }).click();
    await toastSaid(this.page, toast);
  }

  row(text: string) {
    return this.root.getByRole('row').or(this.root.getByRole('article')).filter({ hasText: text });
  }

  async close() {
    await this.root.getByRole('button', { name: 'Close' }).click();
    await expect(this.root).toBeHidden();
  }
}

/**
 * Waits for a toast, then for it to leave: on a phone it covers the bottom of the screen (a dialog's
 * buttons, a table's last row), and it stays while the pointer rests on it. An open dialog hides the
 * rest of the page, the toast included, from the accessibility tree.
 */
async function toastSaid(page: Page, text: string) {
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: text }).first()).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
}

/** MUI selects are comboboxes named by their label followed by the chosen value. */
const selectNamed = (scope: Locator, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirm(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Every role at the desk; on a phone the admin (who alone deletes citizens) and the user. */
const JOURNEYS: [string, Account, string][] = [
  ['admin', DEMO.admin, ' @phone'],
  ['manager', DEMO.manager, ''],
  ['user', DEMO.user, ' @phone'],
];

for (const [role, account, tags] of JOURNEYS) {
  test(`${role}: a citizen with licences, a vehicle and its seven records${tags}`, async ({ page, signIn, snap }, testInfo) => {
    test.setTimeout(180_000);
    const phone = testInfo.project.name === 'phone';
    const digits = uniqueMobile().slice(-6);
    const name = `E2E ${role} ${digits}`;
    await signIn(account);
    const list = await new CitizenListPage(page).open();
    if (!phone) await snap(`citizens-list-${role}`);
    const citizen = await list.createCitizen(name, uniqueMobile());
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await citizen.expectCounts(0, 0, 0);

    await citizen.addLicence('LL', `cg04l${digits}`, '15-01-2025', '13-07-2025', true);
    const documentLink = citizen.row(`CG04L${digits}`).getByRole('link', { name: 'View' });
    const [documentPage] = await Promise.all([page.waitForEvent('popup'), documentLink.click()]);
    const document = await documentPage.request.get(documentPage.url());
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toContain('application/pdf');
    await documentPage.close();

    await citizen.tab('Driving Licenses');
    await citizen.addLicence('DL', `cg04d${digits}`, '01-02-2025', '01-02-2045', false);
    await citizen.tab('Vehicles');
    const registration = `CG04E${digits}`;
    await citizen.addVehicle(registration);
    await citizen.expectCounts(1, 1, 1);

    const taxes = await citizen.openRecords(registration, 'Taxes', 'Taxes');
    await taxes.add({ 'Tax Mode': 'Yearly', 'Tax From': '01-04-2025', 'Tax Upto': '31-03-2026', Amount: '1850.5' }, 'Tax record added');
    await expect(taxes.row('Yearly')).toContainText('₹1,850.50');
    if (!phone) await snap(`citizens-record-dialog-${role}`);
    await taxes.close();

    const insurance = await citizen.openRecords(registration, 'Insurance', 'Insurance');
    await insurance.add(
      { 'Insurance Type': 'Comprehensive', Company: 'ACME General', 'Policy Number': `pol${digits}`, 'Start Date': '01-03-2025', 'End Date': '28-02-2026' },
      'Insurance record added.',
    );
    await insurance.row('ACME General').getByRole('button', { name: 'Edit' }).click();
    await insurance.fill({ Company: 'National Insurance', Status: 'Expired' });
    await insurance.form.getByRole('button', { name: 'Save' }).click();
    await toastSaid(page, 'Record updated.');
    await expect(insurance.row('National Insurance')).toContainText('Expired');
    await insurance.close();

    const puccs = await citizen.openRecords(registration, 'PUCC', 'PUCC');
    await puccs.add({ 'PUCC Number': `pu${digits}`, 'Valid From': '01-05-2025', 'Valid Until': '31-10-2025' }, 'PUCC record added.');
    await puccs.add({ 'PUCC Number': `pv${digits}`, 'Valid From': '01-11-2025', 'Valid Until': '30-04-2026' }, 'PUCC record added.');
    await puccs.row(`PU${digits}`).getByRole('button', { name: 'Delete' }).click();
    await confirm(page);
    await toastSaid(page, 'Record deleted.');
    await expect(puccs.row(`PU${digits}`)).toHaveCount(0);
    await expect(puccs.row(`PV${digits}`)).toHaveCount(1);
    await puccs.close();

    const certificates: [string, string, string, string][] = [
      ['Fitness', 'Fitness', 'Certificate Number', 'Fitness record added.'],
      ['VLTd', 'VLTd', 'Certificate Number', 'VLTd record added.'],
      ['Permit', 'Permit', 'Permit Number', 'Permit record added.'],
      ['Speed Gov.', 'Speed Governor', 'Certificate Number', 'Speed Governor record added.'],
    ];
    for (const [button, title, numberLabel, toast] of certificates) {
      const dialog = await citizen.openRecords(registration, button, title);
      await dialog.add({ [numberLabel]: `c${digits}`, 'Issue Date': '01-01-2025', 'Expiry Date': '31-12-2026' }, toast);
      await expect(dialog.row(`C${digits}`)).toContainText('31-12-2026');
      await dialog.close();
    }

    await citizen.row(registration).getByRole('button', { name: 'Delete' }).click();
    await confirm(page);
    await toastSaid(page, 'Vehicle delete failed. Linked records exist. Remove dependent records first.');
    await expect(citizen.row(registration)).toHaveCount(1);

    await citizen.tab('All Details');
    await expect(page.getByRole('heading', { name: registration })).toBeVisible();
    await expect(page.getByText('National Insurance')).toBeVisible();
    await citizen.tab('Learner Licenses');
    if (!phone) await snap(`citizen-detail-${role}`);

    if (role === 'admin') {
      await page.getByRole('group', { name: 'Profile actions' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`Are you sure you want to delete the profile for "${name}"? This cannot be undone.`)).toBeVisible();
      await confirm(page);
      await expect(page).toHaveURL(/\/citizens(\?.*)?$/);
      await toastSaid(page, 'Citizen deleted');
      const gone = await page.request.get(`/api/citizens/${citizen.id}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      });
      expect(gone.status()).toBe(404);
    } else {
      await expect(page.getByRole('group', { name: 'Profile actions' }).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    }
  });
}
