/**
 * The fixtures every journey imports instead of @playwright/test:
 *
 *   import { test, expect, DEMO } from './support/fixtures';
 *
 *   test('manager sees the expiry report @phone', async ({ page, signIn, snap }) => {
 *     await signIn(DEMO.manager);              // via the API; `signIn(account, 'ui')` uses the login screen
 *     await page.goto('/reports/expiries');
 *     await snap('expiry-report');             // test-results/screens/expiry-report-{desk,phone}.png
 *   });
 *
 * - `signIn(account, via?)`: 'api' (default) puts the token in localStorage for the next navigation
 *   (navigate yourself); 'ui' goes through /login and waits for /dashboard. Answers the token.
 * - `adminToken`: a bearer token of the first admin (one per worker), for API set-up calls (`api` is a request
 *   context on the server; pass `headers: { authorization: `Bearer ${adminToken}` }`).
 * - `createUser({ role, name, email, branchId })`: a fresh account (see users.ts).
 * - `snap(name)`: named screenshots at desk and phone widths (a journey tagged @phone: each project at its own width).
 * Accounts: E2E_ADMIN and DEMO.* in accounts.ts; `uniqueMobile()` for new records.
 * Tag a journey `@phone` in its title to run it also in the phone project (390×844).
 * Page objects extend BasePage (base-page.ts).
 *
 * Each journey's `page` is a new tab in its worker's one browser context, whose cookies, storage and permissions are
 * cleared after each journey: the app's code then comes from the browser's cache (a new context per journey loaded and
 * compiled it anew each time, about 2 s of a form's 4 to 9). A journey that changes the context itself (offline,
 * service workers) imports `testInOwnContext` instead.
 */
import { test as base, type APIRequestContext, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { E2E_ADMIN, type Account } from './accounts';
import { snap as snapBoth } from './screenshots';
import { signInViaApi, signInViaUi, workerToken } from './session';
import { createUser, type NewUser } from './users';

export { expect } from '@playwright/test';
export { DEMO, E2E_ADMIN, uniqueMobile, type Account } from './accounts';
export { BasePage } from './base-page';
export { snapHere } from './screenshots';

interface Fixtures {
  api: APIRequestContext;
  adminToken: string;
  signIn(account: Account, via?: 'api' | 'ui'): Promise<string>;
  createUser(wanted?: NewUser): Promise<Account & { id: number }>;
  snap(name: string): Promise<void>;
}

/** The context options the worker's project sets (the config's `use` and the project's), for its shared context. */
const CONTEXT_OPTIONS = ['baseURL', 'locale', 'timezoneId', 'reducedMotion', 'serviceWorkers', 'viewport', 'isMobile', 'hasTouch', 'deviceScaleFactor'] as const;

/** Journeys with a browser context of their own, as Playwright gives by default. */
export const testInOwnContext = base.extend<Fixtures>({
  api: async ({ request }, use) => use(request),
  adminToken: async ({ request }, use) => use(await workerToken(request, E2E_ADMIN)),
  signIn: async ({ page, request }, use) =>
    use(async (account, via = 'api') => {
      if (via === 'api') return signInViaApi(page, request, account);
      await signInViaUi(page, account);
      return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    }),
  createUser: async ({ request, adminToken }, use) => use((wanted) => createUser(request, adminToken, wanted)),
  snap: async ({ page }, use, testInfo) => use((name) => snapBoth(page, testInfo, name)),
});

export const test = testInOwnContext.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const options: BrowserContextOptions = Object.fromEntries(CONTEXT_OPTIONS.map((name) => [name, workerInfo.project.use[name]]));
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerContext, baseURL }, use) => {
    const page = await workerContext.newPage();
    await use(page);
    // The next journey starts signed out, in English, with nothing kept (tokens, list settings, the outbox). The journey's
    // tabs close first: one still running wrote its language back after the clear (CI's smoke journey drew the home in
    // Hindi), so the clear runs from a blank tab.
    for (const open of workerContext.pages()) await open.close();
    const blank = await workerContext.newPage();
    try {
      const cdp = await workerContext.newCDPSession(blank);
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL!).origin, storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' });
    } finally {
      await blank.close();
      await workerContext.clearCookies();
      await workerContext.clearPermissions();
    }
  },
});
