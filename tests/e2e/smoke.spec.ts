import { DEMO, expect, test } from './support/fixtures';

test.describe('smoke', () => {
  test('the home page loads @phone', async ({ page, snap }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Parivahan Desk/);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    await snap('home');
  });

  test('the API answers its health check', async ({ api }) => {
    const response = await api.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('the first admin and the demo accounts can sign in', async ({ page, signIn, adminToken }) => {
    expect(adminToken).toMatch(/.{32,}/);
    await signIn(DEMO.user, 'ui');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a new account made through the API is signed in by its token', async ({ page, createUser, signIn }) => {
    const account = await createUser({ role: 'user' });
    await signIn(account);
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome, ${account.name}!`)).toBeVisible();
  });

  test("a staff screen's first requests leave from index.html's inline script, which the page's policy allows", async ({ page, signIn }) => {
    await signIn(DEMO.admin);
    await page.addInitScript(() => {
      const violations: string[] = ((window as unknown as { violations: string[] }).violations = []);
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const lists: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/api/citizens' && lists.push(request.url()));
    await page.goto('/citizens');
    await expect(page.getByRole('heading', { name: 'Citizen Profiles' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Only the inline script preloads the language's texts: it ran.
    await expect(page.locator('link[rel="modulepreload"][href^="/assets/en-"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    // The app took its list's first page from the early request instead of asking again.
    expect(lists).toHaveLength(1);
  });
});
