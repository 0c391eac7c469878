/**
 * Citizen records journeys (doc1 §2-§8), as admin, manager and user: a citizen profile with its
 * licences (an LL with a PDF document), a vehicle and one record of each of the seven kinds.
 */
import type { Locator, Page } from '@playwright/test';
import { CitizenPage, quotedToast } from './pages/citizen';
import { BasePage, DEMO, expect, test, uniqueMobile, type Account } from './support/fixtures';
import { choose, selectNamed, toastSaid } from './support/forms';

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
    await toastSaid(this.page, quotedToast('Citizen profile created successfully.', name));
    await expect(this.page).toHaveURL(/\/citizens\/\d+$/);
    return new CitizenPage(this.page, Number(this.page.url().split('/').pop()));
  }
}

/** The document link opens the stored PDF in a new tab. */
async function expectPdfOpens(page: Page, link: Locator) {
  const [documentPage] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  const document = await documentPage.request.get(documentPage.url());
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toContain('application/pdf');
  await documentPage.close();
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
    test.setTimeout(240_000);
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
    await expect(citizen.row(`CG04L${digits}`)).toContainText('Expired on 13-07-2025');
    await expectPdfOpens(page, citizen.row(`CG04L${digits}`).getByRole('link', { name: 'View' }));

    await citizen.tab('Driving Licenses');
    await citizen.addLicence('DL', `cg04d${digits}`, '01-02-2025', '01-02-2045', false);
    await citizen.tab('Vehicles');
    // A registration's number has at most four digits (decisions.md §Records): the others pick the series.
    const registration = `CG04E${'ABCDEFGHJK'[Number(digits[0])]}${digits.slice(-4)}`;
    await citizen.addVehicle(registration);
    await citizen.expectCounts(1, 1, 1);

    const taxes = await citizen.openRecords(registration, 'Taxes', 'Taxes');
    await taxes.add({ 'Tax Mode': 'Yearly', 'Tax From': '01-04-2025', 'Tax Upto': '31-03-2026', Amount: '1850.5' }, quotedToast('Tax record added', '01-04-2025 – 31-03-2026'));
    await expect(taxes.row('Yearly')).toContainText('₹1,850.50');
    if (!phone) await snap(`citizens-record-dialog-${role}`);
    await taxes.close();

    const insurance = await citizen.openRecords(registration, 'Insurance', 'Insurance');
    await insurance.add(
      { 'Insurance Type': 'Comprehensive', Company: 'ACME General', 'Policy Number': `pol${digits}`, 'Start Date': '01-03-2025', 'End Date': '28-02-2026' },
      quotedToast('Insurance record added.', `POL${digits}`),
      'policy.pdf',
    );
    await expectPdfOpens(page, insurance.row('ACME General').getByRole('link', { name: 'View' }));
    await insurance.row('ACME General').getByRole('button', { name: 'Edit' }).click();
    await insurance.fill({ Company: 'National Insurance', Status: 'Expired' });
    await insurance.form.getByRole('button', { name: 'Save' }).click();
    await toastSaid(page, quotedToast('Insurance record updated.', `POL${digits}`));
    await expect(insurance.row('National Insurance')).toContainText('Expired');
    await insurance.close();

    const puccs = await citizen.openRecords(registration, 'PUCC', 'PUCC');
    await puccs.add({ 'PUCC Number': `pu${digits}`, 'Valid From': '01-05-2025', 'Valid Until': '31-10-2025' }, quotedToast('PUCC record added.', `PU${digits}`));
    await puccs.add({ 'PUCC Number': `pv${digits}`, 'Valid From': '01-11-2025', 'Valid Until': '30-04-2026' }, quotedToast('PUCC record added.', `PV${digits}`));
    await puccs.remove(`PU${digits}`);
    await expect(puccs.row(`PV${digits}`)).toHaveCount(1);
    await puccs.close();

    const certificates: [string, string, string, string][] = [
      ['Fitness', 'Fitness', 'Certificate Number', 'Fitness record added.'],
      ['VLTd', 'VLTd', 'Certificate Number', 'VLTd record added.'],
      ['Permit', 'Permit', 'Permit Number', 'Permit record added.'],
      ['Speed Gov.', 'Speed Governor', 'Certificate Number', 'Speed Governor record added.'],
    ];
    for (const [button, title, numberLabel, added] of certificates) {
      const dialog = await citizen.openRecords(registration, button, title);
      await dialog.add({ [numberLabel]: `c${digits}`, 'Issue Date': '01-01-2025', 'Expiry Date': '31-12-2026' }, quotedToast(added, `C${digits}`));
      await expect(dialog.row(`C${digits}`)).toContainText('31-12-2026');
      await dialog.close();
    }

    // The vehicle's records block its plain delete: the confirmation names them before anything is sent
    // (an admin's Delete with records is walked in vehicle-delete.spec.ts).
    await citizen.row(registration).getByRole('button', { name: 'Delete' }).click();
    const blocked = page.getByRole('dialog', { name: `Delete the vehicle ${registration}?` });
    await expect(blocked).toContainText('It holds records: 1 Tax, 1 Insurance, 1 PUCC, 1 Fitness, 1 VLTd, 1 Permit, 1 Speed Governor.');
    await blocked.getByRole('button', { name: role === 'admin' ? 'Cancel' : 'Close' }).click();
    await expect(blocked).toBeHidden();
    await expect(citizen.row(registration)).toHaveCount(1);

    await citizen.tab('All Details');
    await expect(page.getByRole('heading', { name: registration })).toBeVisible();
    await expect(page.getByText('National Insurance')).toBeVisible();
    await citizen.tab('Learner Licenses');
    if (!phone) await snap(`citizen-detail-${role}`);

    if (!phone) {
      // Each delete says doc1 §8's 'Record deleted.' ('Learner License deleted.' for an LL) over the record's number.
      const records: [string, string, string][] = [
        ['Taxes', 'Taxes', 'Yearly'],
        ['Insurance', 'Insurance', `POL${digits}`],
        ['PUCC', 'PUCC', `PV${digits}`],
        ...certificates.map(([button, title]): [string, string, string] => [button, title, `C${digits}`]),
      ];
      await citizen.tab('Vehicles');
      for (const [button, title, number] of records) {
        const dialog = await citizen.openRecords(registration, button, title);
        await dialog.remove(number, button === 'Taxes' ? '01-04-2025 – 31-03-2026' : number);
        await dialog.close();
      }
      await citizen.remove(registration, 'Record deleted.');
      await citizen.tab('Driving Licenses');
      await citizen.remove(`CG04D${digits}`, 'Record deleted.');
      await citizen.tab('Learner Licenses');
      await citizen.remove(`CG04L${digits}`, 'Learner License deleted.');
      await citizen.expectCounts(0, 0, 0);
    }

    if (role === 'admin') {
      await page.getByRole('group', { name: 'Profile actions' }).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText(`Are you sure you want to delete the profile for "${name}"? An admin can restore it from the Audit Trail.`)).toBeVisible();
      await confirm(page);
      await expect(page).toHaveURL(/\/citizens(\?.*)?$/);
      await toastSaid(page, quotedToast('Citizen profile deleted.', name));
      const gone = await page.request.get(`/api/citizens/${citizen.id}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      });
      expect(gone.status()).toBe(404);
    } else {
      await expect(page.getByRole('group', { name: 'Profile actions' }).getByRole('button', { name: 'Delete' })).toHaveCount(0);
    }
  });
}

/** yyyy-mm-dd `days` from today in India. */
const dayInIndia = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (date: string) => date.split('-').reverse().join('-');

test('LL rows show their state (Expired on, Expires in N days, Valid) in the tab and in All Details @phone', async ({ page, api, signIn }) => {
  const token = await signIn(DEMO.admin);
  const headers = { authorization: `Bearer ${token}` };
  const digits = uniqueMobile().slice(-6);
  const created = await api.post('/api/citizens', {
    headers,
    data: { name: `E2E Validity ${digits}`, relation_type: 'Son of', relation_name: 'Mohan Lal', mobile: uniqueMobile(), address: 'Civil Lines', state: 'Chhattisgarh', city: 'Raipur' },
  });
  expect(created.status()).toBe(201);
  const citizenId = (await created.json()).id;
  const licences: [string, string, string][] = [
    [`CG04V${digits}01`, '2025-01-15', '2025-07-13'],
    [`CG04V${digits}02`, dayInIndia(-20), dayInIndia(12)],
    [`CG04V${digits}03`, dayInIndia(-20), dayInIndia(150)],
  ];
  for (const [ll_no, issue_date, expiry_date] of licences) {
    const response = await api.post(`/api/citizens/${citizenId}/ll`, { headers, data: { ll_no, issue_date, expiry_date } });
    expect(response.status(), await response.text()).toBe(201);
  }
  const expectStates = async () => {
    const row = (text: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: text });
    await expect(row(licences[0][0])).toContainText('Expired on 13-07-2025');
    await expect(row(licences[1][0])).toContainText(`${ddmmyyyy(licences[1][2])}Expires in 12 days`);
    await expect(row(licences[2][0])).toContainText(`${ddmmyyyy(licences[2][2])}Valid`);
  };
  await page.goto(`/citizens/${citizenId}`);
  await expectStates();
  await page.getByRole('tab', { name: 'All Details' }).click();
  await expectStates();
});

test("a licence dialog's Save stays in place while its document upload's code arrives @phone", async ({ page, api, signIn }) => {
  const token = await signIn(DEMO.admin);
  const created = await api.post('/api/citizens', { headers: { authorization: `Bearer ${token}` }, data: { name: 'E2E Steady Save', mobile: uniqueMobile() } });
  expect(created.status()).toBe(201);
  // The drop zone's chunk is held back until the dialog has been measured without it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DocumentFileInput-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/citizens/${(await created.json()).id}?tab=ll`);
  await page.getByRole('button', { name: 'Add LL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Learner License' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(dialog.getByText('Drop a file to upload, or click to select it.')).toBeVisible();
  // The date pickers come in a chunk of their own (their read-only stand-ins are a few pixels lower): in place first.
  await expect(dialog.getByRole('button', { name: 'Choose date' })).toHaveCount(2);
  await save.scrollIntoViewIfNeeded();
  const before = await save.boundingBox();
  release();
  await expect(dialog.locator('input[type=file]')).toBeAttached();
  expect(await save.boundingBox()).toEqual(before);
});
