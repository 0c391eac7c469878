import type { Page } from '@playwright/test';
import { DEMO, expect, test, type Account } from './support/fixtures';
import { collectDataValues, latinTexts } from './support/latin-text';

/**
 * Hindi everywhere (issue 11): each role switches to Hindi and walks its signed-in screens; no screen may show
 * Latin-script text that is not a data value, a number or a code. Screenshots of each screen at 1280 and 390 px.
 */

const CITIZEN_TABS = ['ll', 'dl', 'vehicles', 'all', 'messages'];
const SEARCHES = ['/search/ll', '/search/dl', '/search/vehicle'];
const STAFF_SCREENS = ['/dashboard', '/citizens', '/account', '/reports/expiries', '/service-requests', '/admin/inquiries'];
const ADMIN_SCREENS = ['/admin/users', '/admin', '/admin/branches', '/admin/export'];
const USER_SCREENS = ['/dashboard', '/citizens', '/account', '/my-requests', '/ask-for-service'];

const get = async (page: Page, token: string, path: string) =>
  (await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

/** A citizen the account may open: the user's own profile, or the first one a staff member's list shows. */
async function citizenOf(page: Page, token: string, account: Account): Promise<number> {
  if (account.role === 'user') return (await get(page, token, '/me')).citizen_id;
  return (await get(page, token, '/citizens?per_page=10')).data[0].id;
}

/** Switches the language from the app bar, as a user does. */
async function switchToHindi(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('button', { name: 'भाषा' })).toBeVisible();
}

/** Opens a screen and waits until it has loaded its data and drawn in Hindi. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toContainText(/[\u0900-\u097F]/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

const screensOf = (account: Account, citizenId: number) => [
  ...(account.role === 'user' ? USER_SCREENS : STAFF_SCREENS),
  ...SEARCHES,
  ...(account.role === 'admin' ? ADMIN_SCREENS : []),
  ...CITIZEN_TABS.map((tab) => `/citizens/${citizenId}?tab=${tab}`),
];

const ROLES: [string, Account][] = [
  ['admin', DEMO.admin],
  ['manager', DEMO.manager],
  ['manager without branch', DEMO.managerWithoutBranch],
  ['user', DEMO.user],
];

test.describe('Hindi', () => {
  for (const [name, account] of ROLES) {
    test(`${name}: every signed-in screen is in Hindi`, async ({ page, signIn, snap }) => {
      test.setTimeout(180_000);
      const dataValues = collectDataValues(page);
      const token = await signIn(account);
      await switchToHindi(page);
      const citizenId = await citizenOf(page, token, account);
      const found: Record<string, string[]> = {};
      for (const path of screensOf(account, citizenId)) {
        await open(page, path);
        const latin = await latinTexts(page, dataValues);
        if (latin.length) found[path] = latin;
        if (name === 'admin' || name === 'user') await snap(`hindi-${name}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
      }
      expect(found).toEqual({});
    });
  }

  test('server messages reach a Hindi screen in Hindi', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('locale', 'hi'));
    await page.reload();
    await page.getByRole('textbox', { name: /मोबाइल/ }).fill('9000000001');
    await page.getByLabel(/पासवर्ड/).first().fill('not-the-password');
    await page.locator('form').getByRole('button', { name: 'लॉगिन' }).click();
    await expect(page.getByText('ये विवरण हमारे रिकॉर्ड से मेल नहीं खाते।').first()).toBeVisible();
  });
});
