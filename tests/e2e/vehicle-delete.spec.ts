/**
 * Vehicle delete (issue 32, item 1.6): the confirmation names the records that block the delete. A manager reads
 * why only an admin can delete it; an admin deletes the vehicle with its records in one step and brings them all
 * back from the Audit Trail. Screenshots of both dialogs at 1280 and 390 px, in English and Hindi.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInIndia } from '../../common/record-status';
import { DEMO, expect, test, uniqueMobile } from './support/fixtures';
import { choose, selectNamed, toastSaid } from './support/forms';

async function post(api: APIRequestContext, token: string, url: string, data: object) {
  const response = await api.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

const day = (days: number) => addDays(todayInIndia(), days);

/** A vehicle's row on a desk, its card on a phone. */
const vehicleItem = (page: Page, registration: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: registration });

async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
}

/** Opens the vehicle's delete confirmation (the Delete button's label in the page's language) and answers it. */
async function openDelete(page: Page, registration: string, deleteLabel: string, title: string) {
  await vehicleItem(page, registration).getByRole('button', { name: deleteLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // Faded in whole before a screenshot.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  return dialog;
}

/** Closes the confirmation with its button of that name and waits until it has faded out. */
async function closeDialog(page: Page, button: string) {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.locator('.MuiDialog-container')).toHaveCount(0);
}

test('the vehicle delete names its records: a manager reads why not, an admin deletes them with it and restores them @phone', async ({ page, api, signIn, snap }) => {
  test.setTimeout(240_000); // eight screenshots at two widths, two accounts
  const managerToken = await signIn(DEMO.manager);
  const mobile = uniqueMobile();
  const citizen = await post(api, managerToken, '/api/citizens', { name: `E2E Vehicle Delete ${mobile.slice(-4)}`, mobile });
  // Six of the mobile's digits, two as series letters: four digits alone met a number of another run once.
  const series = [...mobile.slice(-6, -4)].map((digit) => 'ABCDEFGHIJ'[Number(digit)]).join('');
  const registration = `CG04V${series}${mobile.slice(-4)}`;
  const vehicle = await post(api, managerToken, `/api/citizens/${citizen.id}/vehicles`, { registration_no: registration, type: 'LMV' });
  for (const [policy, start, end] of [['A', -560, -195], ['B', -194, 170]] as const) {
    await post(api, managerToken, `/api/vehicles/${vehicle.id}/insurances`, {
      insurance_type: 'Comprehensive', company_name: 'ACME General', policy_number: `POL${policy}${mobile.slice(-6)}`, start_date: day(start), end_date: day(end),
    });
  }
  await post(api, managerToken, `/api/vehicles/${vehicle.id}/puccs`, { pucc_number: `PU${mobile.slice(-6)}`, valid_from: day(-10), valid_until: day(170) });
  const title = `Delete the vehicle ${registration}?`;

  // A manager: the records are named, and why only an admin can delete the vehicle with them; nothing to confirm.
  await page.goto(`/citizens/${citizen.id}?tab=vehicles`);
  let dialog = await openDelete(page, registration, 'Delete', title);
  await expect(dialog).toContainText('It holds records: 2 Insurance, 1 PUCC.');
  await expect(dialog).toContainText('Only an admin can delete a vehicle with its records. Delete its records first, or ask an admin.');
  await expect(dialog.getByRole('button', { name: 'Delete with records' })).toHaveCount(0);
  await snap('vehicle-delete-manager');
  await closeDialog(page, 'Close');
  await switchLanguage(page, 'Language', 'हिन्दी');
  dialog = await openDelete(page, registration, 'हटाएँ', `वाहन ${registration} हटाएँ?`);
  await expect(dialog).toContainText('इसके रिकॉर्ड: 2 बीमा, 1 पीयूसीसी।');
  await expect(dialog).toContainText('केवल एडमिन ही वाहन को उसके रिकॉर्ड सहित हटा सकता है।');
  await snap('vehicle-delete-manager-hi');
  await closeDialog(page, 'बंद करें');
  await switchLanguage(page, 'भाषा', 'English');

  // An admin: the same records named, and Delete with records.
  await signIn(DEMO.admin);
  await page.goto(`/citizens/${citizen.id}?tab=vehicles`);
  await switchLanguage(page, 'Language', 'हिन्दी');
  dialog = await openDelete(page, registration, 'हटाएँ', `वाहन ${registration} हटाएँ?`);
  await expect(dialog.getByRole('button', { name: 'रिकॉर्ड सहित हटाएँ' })).toBeVisible();
  await snap('vehicle-delete-admin-hi');
  await closeDialog(page, 'रद्द करें');
  await switchLanguage(page, 'भाषा', 'English');
  dialog = await openDelete(page, registration, 'Delete', title);
  await expect(dialog).toContainText('It holds records: 2 Insurance, 1 PUCC.');
  await expect(dialog).toContainText('Delete it with these records? They go in one step, and an admin can restore them all from the Audit Trail.');
  await snap('vehicle-delete-admin');
  await dialog.getByRole('button', { name: 'Delete with records' }).click();
  await toastSaid(page, new RegExp(`^Record deleted\\.\\s*${registration} with 3 records$`));
  await expect(vehicleItem(page, registration)).toHaveCount(0);

  // The Audit Trail brings the vehicle back with its three records and what hung on them.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  // On a phone the filters fold behind their button.
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await choose(page, selectNamed(page, 'Record'), 'Vehicle');
  await choose(page, selectNamed(page, 'Action'), 'Deleted');
  const filtered = page.waitForResponse((response) => /\/api\/audit\?.*action=/.test(response.url()));
  await page.getByRole('button', { name: 'Apply' }).click();
  await filtered;
  // The list draws the filtered page a moment after its answer; the page before it held two delete entries naming the
  // vehicle (CI, 2 of 277 journeys), and a click on two matches fails where a count waits.
  const deleted = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: `Vehicle: ${registration}` });
  await expect(deleted).toHaveCount(1);
  await deleted.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog').filter({ hasText: 'Restore this record?' });
  await expect(restore).toContainText('The vehicle comes back with the records, renewals and documents deleted with it.');
  await restore.getByRole('button', { name: 'Confirm' }).click();
  // The vehicle, its three records and the lapsed policy's renewal (Renewed by the newer policy).
  await toastSaid(page, 'Restored (5 rows).');
  await page.goto(`/citizens/${citizen.id}?tab=vehicles`);
  await expect(vehicleItem(page, registration)).toBeVisible();
  await vehicleItem(page, registration).getByRole('button', { name: 'Insurance', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Insurance – ${registration}` }).getByText(`POLB${mobile.slice(-6)}`)).toBeVisible();
});
