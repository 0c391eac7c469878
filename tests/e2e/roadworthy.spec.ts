/**
 * Roadworthy badge (issue 22): a vehicle whose PUCC has expired reads 'Not roadworthy' with its reason on a tap, in
 * the vehicle table, the citizen list's red filter, the vehicle search and All Details, in English and Hindi; adding
 * the new PUCC turns it green.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayInIndia } from '../../common/record-status';
import { quotedToast } from './pages/citizen';
import { fillDate } from './support/dates';
import { DEMO, expect, snapHere, test, uniqueMobile } from './support/fixtures';
import { toastSaid } from './support/forms';

async function post(api: APIRequestContext, token: string, url: string, data: object) {
  const response = await api.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** yyyy-mm-dd `days` from today in India, and as the screens show it (dd-mm-yyyy). */
const day = (days: number) => addDays(todayInIndia(), days);
const shown = (date: string) => date.split('-').reverse().join('-');

/** A vehicle's row on a desk, its card on a phone. */
const vehicleItem = (page: Page, registration: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: registration });

/**
 * Taps the badge, expects its reasons and photographs them at this project's width only
 * (test-results/screens/<name>-<project>.png): `snap` resizes the page, which closes the tooltip.
 */
async function expectReasons(page: Page, badge: Locator, reasons: string, name: string) {
  await badge.click();
  await expect(page.getByRole('tooltip')).toContainText(reasons);
  await snapHere(page, test.info(), name);
}

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
}

test('a red badge names the expired PUCC and turns green once the new PUCC is added @phone', async ({ page, api, signIn, snap }) => {
  test.setTimeout(180_000); // eight screenshots at two widths
  const token = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const name = `E2E Roadworthy ${mobile.slice(-4)}`;
  const citizen = await post(api, token, '/api/citizens', { name, mobile });
  const registration = `CG04RW${mobile.slice(-4)}`;
  const vehicle = await post(api, token, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  await post(api, token, `/api/vehicles/${vehicle.id}/insurances`, {
    insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POL${mobile.slice(-6)}`, start_date: day(-10), end_date: day(355),
  });
  const expired = day(-12);
  await post(api, token, `/api/vehicles/${vehicle.id}/puccs`, { pucc_number: `PU${mobile.slice(-6)}`, valid_from: day(-194), valid_until: expired });
  const reason = `PUCC expired ${shown(expired)}`;

  // The citizen list: 'Has a red vehicle' finds them.
  await page.goto('/citizens');
  await page.getByRole('textbox', { name: "Name, father's name or email" }).fill(name);
  await page.getByRole('combobox', { name: 'Vehicles' }).click();
  await page.getByRole('option', { name: 'Has a red vehicle' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').or(page.getByRole('article')).filter({ hasText: name })).toHaveCount(1);
  await snap('roadworthy-citizens-red');

  // The vehicle table.
  await page.goto(`/citizens/${citizen.id}`);
  await page.getByRole('tab', { name: 'Vehicles' }).click();
  const badge = vehicleItem(page, registration).getByText('Not roadworthy');
  await expectReasons(page, badge, reason, 'roadworthy-reasons');
  await snap('roadworthy-vehicle-red');
  await switchLanguage(page, 'Language', 'हिन्दी');
  await expectReasons(page, vehicleItem(page, registration).getByText('सड़क योग्य नहीं'), `पीयूसीसी ${shown(expired)} को समाप्त`, 'roadworthy-reasons-hi');
  await snap('roadworthy-vehicle-red-hi');
  await switchLanguage(page, 'भाषा', 'English');

  // The vehicle search by state.
  await page.goto(`/search/vehicle?vehicle_no=${registration}&state=red`);
  await expectReasons(page, vehicleItem(page, registration).getByText('Not roadworthy'), reason, 'roadworthy-search-reasons');
  await snap('roadworthy-search-red');

  // The new PUCC, added in its dialog, turns the badge green.
  await page.goto(`/citizens/${citizen.id}`);
  await page.getByRole('tab', { name: 'Vehicles' }).click();
  await vehicleItem(page, registration).getByRole('button', { name: 'PUCC', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `PUCC – ${registration}` });
  const form = dialog.getByRole('region', { name: /record$/ });
  await form.getByRole('textbox', { name: 'PUCC Number', exact: true }).fill(`PN${mobile.slice(-6)}`);
  await fillDate(form, /^Valid From/, shown(day(-11)));
  await fillDate(form, /^Valid Until/, shown(day(170)));
  await form.getByRole('button', { name: 'Add' }).click();
  await toastSaid(page, quotedToast('PUCC record added.', `PN${mobile.slice(-6)}`));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(vehicleItem(page, registration).getByText('Roadworthy', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'All Details' }).click();
  await expect(page.getByRole('heading', { name: registration }).locator('..').getByText('Roadworthy', { exact: true })).toBeVisible();
  await snap('roadworthy-all-details-green');
});
