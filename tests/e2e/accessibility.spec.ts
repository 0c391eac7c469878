import type { Page } from '@playwright/test';
import { DEMO, expect, test, type Account } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { holdCode } from './support/heldCode';

/**
 * axe-core (WCAG 2.1 AA) finds nothing on the public pages and the main staff pages, in English and Hindi, at a desk's
 * and a phone's width (issue 34); and a new page takes the focus on its heading, scrolled to the top.
 */

const PUBLIC_PAGES = ['/', '/ask-for-service', '/document-inquiry', '/track', '/login', '/register', '/forgot-password'];
const STAFF_PAGES = ['/dashboard', '/citizens', '/reports/expiries', '/service-requests', '/admin/inquiries', '/account'];
const LANGUAGES = ['en', 'hi'] as const;

/** Opens the app in `language` (the remembered choice, as after choosing it once). */
const speak = (page: Page, language: string) => page.addInitScript((locale) => localStorage.setItem('locale', locale), language);

/** Opens a page and waits until its data is drawn (no request pending, no progress shown) and its fonts are loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1:not(:empty)').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

const citizenOf = async (page: Page, token: string) =>
  (await (await page.request.get('/api/citizens?per_page=10', { headers: { authorization: `Bearer ${token}` } })).json()).data[0].id as number;

for (const language of LANGUAGES) {
  test(`the public pages pass axe-core in ${language} @phone`, async ({ page }) => {
    // Seven pages, each drawn and checked whole: minutes on a busy two-core machine.
    test.setTimeout(240_000);
    await speak(page, language);
    for (const path of PUBLIC_PAGES) {
      await open(page, path);
      await expectAccessible(page, `${path} (${language})`);
    }
  });

  test(`the staff's main pages pass axe-core in ${language} @phone`, async ({ page, signIn }) => {
    test.setTimeout(240_000);
    await speak(page, language);
    const token = await signIn(DEMO.manager as Account);
    const citizen = await citizenOf(page, token);
    for (const path of [...STAFF_PAGES, `/citizens/${citizen}`]) {
      await open(page, path);
      await expectAccessible(page, `${path} (${language})`);
    }
  });
}

test('a tile opens its form scrolled to the top with the focus on its heading @phone', async ({ page }) => {
  await open(page, '/');
  const tiles = page.locator('main a[href^="/ask-for-service"]');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await tiles.last().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the language button pressed while the home is being taken over by its code opens its menu, once @phone', async ({ page }) => {
  // The home's page code waits: the entry has started and the drawn button is not alive yet.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/HomePage-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/assets\/HomePage-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await asked;
  await page.getByRole('button', { name: 'Language: English' }).click();
  release();
  await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('menu')).toHaveCount(1);
  await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toBeVisible();
});

test('a tile tapped before the home\'s code has come opens its form with the focus on its heading @phone', async ({ page }) => {
  // The home's scripts wait until the tap: the drawn tile is a plain link, and the form's page loads.
  const release = await holdCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('main a[href^="/ask-for-service"]').last().click({ noWaitAfter: true });
  release();
  await expect(page).toHaveURL(/\/ask-for-service\?/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
