/**
 * Issue 32: a renewal bought early (a PUCC starting after the old one ends) is taken by the record dialog, reads
 * 'Starts on dd-mm-yyyy' in its table and keeps the badge green; a start 367 days ahead is refused. An E-Rikshaw with
 * insurance and fitness (it needs no PUCC) is roadworthy; a car between its old policy's end and its new one's start
 * is not, and the expiry report lists the lapsed policy 'Renewed from' the new start. English and Hindi, desk and phone.
 */
import type { Page } from '@playwright/test';
import { quotedToast } from './pages/citizen';
import { fillDate } from './support/dates';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { toastSaid } from './support/forms';
import { day, post, shown } from './support/records';

/** A vehicle's row on a desk, its card on a phone. */
const vehicleItem = (page: Page, registration: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: registration });

async function openVehicles(page: Page, citizenId: number, language: 'en' | 'hi') {
  await page.goto('/login');
  await page.evaluate((locale) => localStorage.setItem('locale', locale), language);
  await page.goto(`/citizens/${citizenId}`);
  await page.getByRole('tab', { name: language === 'en' ? 'Vehicles' : 'वाहन' }).click();
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
}

test('a PUCC bought early is added, reads "Starts on" and keeps the vehicle roadworthy @phone', async ({ page, api, signIn, snap }) => {
  test.setTimeout(180_000);
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const citizen = await post(api, token, '/api/citizens', { name: `E2E Early ${mobile.slice(-4)}`, mobile });
  const registration = `CG04BE${mobile.slice(-4)}`;
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POL${mobile.slice(-6)}`, start_date: day(-10), end_date: day(355),
  });
  await post(api, token, `/api/vehicles/${vehicle.id}/puccs`, { pucc_number: `PO${mobile.slice(-6)}`, valid_from: day(-176), valid_until: day(5) });

  await openVehicles(page, citizen.id, 'en');
  await expect(vehicleItem(page, registration).getByText('Renewal due')).toBeVisible();
  await vehicleItem(page, registration).getByRole('button', { name: 'PUCC', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `PUCC – ${registration}` });
  const form = dialog.getByRole('region', { name: /record$/ });
  await form.getByRole('textbox', { name: 'PUCC Number', exact: true }).fill(`PN${mobile.slice(-6)}`);
  await fillDate(form, /^Valid From/, shown(day(367)));
  await fillDate(form, /^Valid Until/, shown(day(500)));
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Valid From must not be more than 366 days ahead.')).toBeVisible();
  await snap('early-pucc-refused');
  await fillDate(form, /^Valid From/, shown(day(6)));
  await fillDate(form, /^Valid Until/, shown(day(186)));
  await form.getByRole('button', { name: 'Add' }).click();
  await toastSaid(page, quotedToast('PUCC record added.', `PN${mobile.slice(-6)}`));
  const row = dialog.getByRole('row').or(dialog.getByRole('article')).filter({ hasText: `PN${mobile.slice(-6)}` });
  await expect(row.getByText(`Starts on ${shown(day(6))}`)).toBeVisible();
  await snap('early-pucc-starts-on');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(vehicleItem(page, registration).getByText('Roadworthy', { exact: true })).toBeVisible();

  await openVehicles(page, citizen.id, 'hi');
  await expect(vehicleItem(page, registration).getByText('सड़क योग्य', { exact: true })).toBeVisible();
  await vehicleItem(page, registration).getByRole('button', { name: 'पीयूसीसी', exact: true }).click();
  const hindiDialog = page.getByRole('dialog');
  await expect(hindiDialog.getByText(`${shown(day(6))} से आरंभ`)).toBeVisible();
  await snap('early-pucc-starts-on-hi');
});

test('an E-Rikshaw with insurance and fitness is roadworthy without a PUCC; a gap names the next start @phone', async ({ page, api, signIn, snap }) => {
  test.setTimeout(180_000);
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const citizen = await post(api, token, '/api/citizens', { name: `E2E Rickshaw ${mobile.slice(-4)}`, mobile });
  const rickshaw = `CG04ER${mobile.slice(-4)}`;
  const car = `CG04EG${mobile.slice(-4)}`;
  const erickshaw = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: rickshaw, type: 'E-Rikshaw/E-Cart' });
  await post(api, token, `/api/vehicles/${erickshaw.id}/insurances`, {
    insurance_type: 'Third Party', company_name: 'ACME General', policy_number: `PR${mobile.slice(-6)}`, start_date: day(-10), end_date: day(355),
  });
  await post(api, token, `/api/vehicles/${erickshaw.id}/fitnesses`, { certificate_number: `FR${mobile.slice(-6)}`, issue_date: day(-10), expiry_date: day(355) });
  // A car whose policy ended yesterday, renewed from next week: not covered today.
  const gap = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: car, type: 'LMV' });
  await post(api, token, `/api/vehicles/${gap.id}/puccs`, { pucc_number: `PG${mobile.slice(-6)}`, valid_from: day(-10), valid_until: day(170) });
  await post(api, token, `/api/vehicles/${gap.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `PO${mobile.slice(-6)}`, start_date: day(-366), end_date: day(-1),
  });
  await post(api, token, `/api/vehicles/${gap.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `PN${mobile.slice(-6)}`, start_date: day(7), end_date: day(371),
  });

  await openVehicles(page, citizen.id, 'en');
  await expect(vehicleItem(page, rickshaw).getByText('Roadworthy', { exact: true })).toBeVisible();
  await vehicleItem(page, car).getByText('Not roadworthy').click();
  await expect(page.getByRole('tooltip')).toContainText(`Insurance expired ${shown(day(-1))}, the next starts on ${shown(day(7))}`);
  await snap('e-rikshaw-roadworthy');
  // The expiry report lists the lapsed policy (the document in force on the day) and the start of the new one.
  await page.goto(`/reports/expiries?vehicle_no=${car}&doc_type=insurance`);
  const reportRow = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: `PO${mobile.slice(-6)}` });
  await expect(reportRow.getByText(`Expired on ${shown(day(-1))}`)).toBeVisible();
  await expect(reportRow.getByText(`Renewed from ${shown(day(7))}`)).toBeVisible();
  await snap('early-expiry-report');

  await openVehicles(page, citizen.id, 'hi');
  await expect(vehicleItem(page, rickshaw).getByText('सड़क योग्य', { exact: true })).toBeVisible();
  await vehicleItem(page, car).getByText('सड़क योग्य नहीं').click();
  await expect(page.getByRole('tooltip')).toContainText(`${shown(day(-1))} को समाप्त, अगला ${shown(day(7))} से आरंभ`);
  await snap('e-rikshaw-roadworthy-hi');
  await page.goto(`/reports/expiries?vehicle_no=${car}&doc_type=insurance`);
  await expect(page.getByText(`${shown(day(7))} से नवीनीकृत`)).toBeVisible();
  await snap('early-expiry-report-hi');
});
