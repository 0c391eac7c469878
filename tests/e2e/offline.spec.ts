import type { APIRequestContext, Page } from '@playwright/test';
import { AskForServicePage } from './pages/shell';
import { expect, testInOwnContext as test, uniqueMobile } from './support/fixtures';
import { holdCode } from './support/heldCode';

/** The requests whose contact phone is `mobile`, as the office's list finds them. */
async function requestsOf(api: APIRequestContext, adminToken: string, mobile: string) {
  const response = await api.get(`/api/service-requests?q=${mobile}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { reference: string }[] }).data.map((row) => row.reference);
}

async function fillRequest(page: Page, mobile: string) {
  await page.goto('/ask-for-service?category=dl&service=duplicate_dl');
  const form = new AskForServicePage(page);
  await form.field('Contact name').fill('Offline Visitor');
  await form.field('Contact mobile').fill(mobile);
  return form;
}

test.describe('a bad network', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a request made offline waits on the phone, is sent once when the connection returns, and shows its reference @phone', async ({ page, api, adminToken, snap }) => {
    const mobile = uniqueMobile();
    const form = await fillRequest(page, mobile);
    await page.context().setOffline(true);
    await form.button('Submit Request').click();

    const waiting = page.getByRole('status').filter({ hasText: 'Waiting for the network' });
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeFocused();
    await expect(page.getByRole('heading', { name: 'My references' })).toBeVisible();
    await snap('offline-waiting');
    expect(await requestsOf(api, adminToken, mobile)).toEqual([]);

    await page.context().setOffline(false);
    await expect(page).toHaveURL('/ask-for-service/sent');
    const reference = (await page.getByText(/^SR-\d{4}-\d{6}$/).textContent())!;
    // One request, the one shown; the outbox does not send it again (an interval retries only waiting entries).
    expect(await requestsOf(api, adminToken, mobile)).toEqual([reference]);
    await page.goto('/track');
    const mine = page.getByRole('region', { name: 'My references' });
    await expect(mine.getByRole('link', { name: reference })).toHaveAttribute('href', `/track?reference=${reference}`);
    expect(await requestsOf(api, adminToken, mobile)).toEqual([reference]);
    await snap('offline-my-references');
  });

  test.describe('with the code unreachable once the form is here', () => {
    // Playwright's routes do not see a service worker's fetches: without one, every chunk request really fails.
    test.use({ serviceWorkers: 'block' });

    test('a request sent after the app\'s code became unreachable still ends on its reference @phone', async ({ page, api, adminToken }) => {
      const mobile = uniqueMobile();
      const form = await fillRequest(page, mobile);
      await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
      await form.button('Submit Request').click();

      await expect(page).toHaveURL('/ask-for-service/sent');
      await expect(page.getByRole('heading', { name: 'Service request received' })).toBeVisible();
      const reference = (await page.getByText(/^SR-\d{4}-\d{6}$/).textContent())!;
      expect(await requestsOf(api, adminToken, mobile)).toEqual([reference]);
    });
  });

  test.describe('with the code still on its way', () => {
    test.use({ serviceWorkers: 'block' });

    test('a drawn button tapped before any of the page\'s code has come acts once the code is here @phone', async ({ page }) => {
      // Every script is held until the tap.
      const release = await holdCode(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.getByRole('button', { name: /Language|English/ }).first().click();
      release();
      await expect(page.getByRole('menuitem', { name: 'हिन्दी' })).toBeVisible();
    });
  });

  test('the app is installable: manifests in English and Hindi, icons, robots.txt as text, and its code kept for offline use', async ({ page, request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const english = await manifest.json();
    expect(english).toMatchObject({ name: 'Parivahan Desk', lang: 'en', start_url: '/', display: 'standalone' });
    expect(english.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of english.icons as { src: string }[]) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    expect(await (await request.get('/manifest.hi.webmanifest')).json()).toMatchObject({ name: 'परिवहन डेस्क', lang: 'hi' });
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Disallow: /api/');

    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Chhattisgarh/);
    // A tap on the drawn home's button before the page's start is tapped again once the page is alive (the journey
    // above), but one made while the page is being taken over may go unanswered: clicked again until its menu shows.
    const hindi = page.getByRole('menuitem', { name: 'हिन्दी' });
    await expect(async () => {
      if (!(await hindi.isVisible())) await page.getByRole('button', { name: /Language|English/ }).first().click({ timeout: 2_000 });
      await expect(hindi).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await hindi.click();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.hi.webmanifest');

    // The service worker takes the app's code; offline, a page not opened before still opens.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache'))), { timeout: 30_000 }).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await caches.open((await caches.keys()).find((name) => name.includes('precache'))!)).keys().then((keys) => keys.length)), { timeout: 30_000 })
      .toBeGreaterThan(50);
    await page.reload();
    await page.context().setOffline(true);
    await page.goto('/document-inquiry');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().setOffline(false);
  });
});
