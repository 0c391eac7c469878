/**
 * Errors and feedback (issues 20, 33): a field error shows once beside its field, any other failure in the red alert
 * and an error toast; a toast says what doc1 §8 quotes with the record on a second line, bottom right on a desk and
 * bottom centre on a phone (clear of the app bar); a delete confirmation names the record; a 429 says when to try again.
 */
import type { Locator, Page } from '@playwright/test';
import { fillDate } from './support/dates';
import { DEMO, expect, snapHere, test } from './support/fixtures';
import { choose, selectNamed } from './support/forms';
import { quotedToast as quoted } from './pages/citizen';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No visible button of `buttons` lies under the toast. */
async function expectToastClearOf(page: Page, buttons: Locator) {
  const toast = (await page.locator('.MuiSnackbar-root .MuiSnackbarContent-root').boundingBox())!;
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    if (box) expect(overlaps(toast, box), `toast ${JSON.stringify(toast)} over ${await button.textContent()} ${JSON.stringify(box)}`).toBe(false);
  }
}

/** doc1 §9 and decisions.md: bottom right on a desk; bottom centre on a phone, clear of the app bar's menu and search. */
async function expectToastPlaced(page: Page) {
  const toast = (await page.locator('.MuiSnackbar-root .MuiSnackbarContent-root').boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(height - (toast.y + toast.height)).toBeLessThan(40);
  if (width < 600) expect(Math.abs(toast.x + toast.width / 2 - width / 2)).toBeLessThan(2);
  else expect(width - (toast.x + toast.width)).toBeLessThan(40);
  await expectToastClearOf(page, page.locator('header').getByRole('button'));
}

const uniqueRegistration = () => `CG04ZX${String(Date.now() % 10000).padStart(4, '0')}`;

/** Adds a vehicle with a new number to the first citizen's Vehicles tab; waits for its toast. */
async function addVehicle(page: Page): Promise<string> {
  await page.goto('/citizens');
  await page.locator('tbody a[href^="/citizens/"], article a[href^="/citizens/"]').first().click();
  await page.getByRole('tab', { name: /^Vehicles/ }).click();
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const registration = uniqueRegistration();
  await page.getByRole('dialog').getByLabel(/Registration No\./).fill(registration);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.MuiSnackbar-root')).toHaveText(quoted('Vehicle added', registration));
  return registration;
}

test('a taken mobile number shows once, under the field by its label: no alert, no toast @phone', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel(/^Name/).fill('Asha Verma');
  await page.getByLabel(/^Mobile number/).fill(DEMO.user.phone);
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByLabel(/^Confirm/).fill('secret12');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Mobile number has already been taken.')).toHaveCount(1);
  await expect(page.locator('.MuiAlert-colorError')).toHaveCount(0);
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
});

test('a rate-limited form says in how many minutes to try again @phone', async ({ page }) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '690' }, json: { message: 'Too Many Requests' } }),
  );
  await page.goto('/login');
  await page.getByLabel(/Mobile number or email/).fill(DEMO.user.phone);
  await page.getByLabel(/^Password/).fill('whatever1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many requests from this mobile number. Try again in 12 minutes.' })).toHaveCount(1);
});

test('a saved vehicle is toasted as quoted, its number below, in its place; its delete asks by number @phone', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  const registration = await addVehicle(page);
  await expectToastPlaced(page);
  await snapHere(page, test.info(), 'vehicle-added-toast');

  const row = page.locator('tr, article').filter({ hasText: registration });
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the vehicle ${registration}?` });
  await expect(confirm).toBeVisible();
  await snapHere(page, test.info(), 'vehicle-delete-confirmation');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.MuiSnackbar-root')).toHaveText(quoted('Record deleted.', registration));
  await expectToastPlaced(page);
});

test('a record saved in its dialog is toasted as quoted, its number below, in its place @phone', async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  const registration = await addVehicle(page);

  await page.locator('tr, article').filter({ hasText: registration }).getByRole('button', { name: 'PUCC', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/PUCC Number/).fill('PU 77');
  await fillDate(dialog, /Valid From/, '01-01-2026');
  await fillDate(dialog, /Valid Until/, '31-12-2026');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.locator('.MuiSnackbar-root')).toHaveText(quoted('PUCC record added.', 'PU77'));
  await expectToastPlaced(page);
  await snapHere(page, test.info(), 'record-added-toast');
});

/** The red alerts on the page (not the toast). */
const redAlert = (within: Page | Locator, text: string) => within.locator('.MuiAlert-colorError').filter({ hasText: text });

test("a failed load and a failed save show doc1 §8's fallback in the red alert and in an error toast @phone", async ({ page, signIn }) => {
  await signIn(DEMO.admin);
  await page.route(/\/api\/citizens\?/, (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/citizens');
  await expect(redAlert(page, 'An error occurred while loading page data.')).toHaveCount(1);
  await expect(page.locator('.MuiSnackbar-root')).toHaveText('An error occurred while loading page data.');
  await page.unroute(/\/api\/citizens\?/);

  await page.route(/\/api\/citizens$/, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.fallback()));
  await page.goto('/citizens/create');
  const dialog = page.getByRole('dialog', { name: 'New Citizen Profile' });
  await dialog.getByRole('radio', { name: 'Someone else' }).check();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma');
  await choose(page, selectNamed(dialog, 'Relation'), 'Son of');
  await dialog.getByRole('textbox', { name: 'Relation name', exact: true }).fill('Mohan Lal');
  await dialog.getByRole('textbox', { name: 'Mobile', exact: true }).fill('9876543210');
  await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('Ward 12, Civil Lines');
  await choose(page, selectNamed(dialog, 'City / District'), 'Raipur');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(redAlert(dialog, 'Failed to create profile.')).toHaveCount(1);
  await expect(page.locator('.MuiSnackbar-root')).toHaveText('Failed to create profile.');
  await expectToastPlaced(page);
});
