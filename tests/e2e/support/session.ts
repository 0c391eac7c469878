import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './accounts';

/** POST /api/login; answers the bearer token. */
export async function loginToken(request: APIRequestContext, account: Pick<Account, 'phone' | 'password'>): Promise<string> {
  const response = await request.post('/api/login', { data: { phone: account.phone, password: account.password } });
  expect(response.status(), `login of ${account.phone}: ${await response.text()}`).toBe(200);
  return (await response.json()).token as string;
}

/** This worker's tokens by mobile number: a login costs the server a password hash (scrypt) each time. */
const tokens = new Map<string, string>();

/**
 * A token of the account, signed in once per worker and reused while the server still takes it (a journey may have
 * signed it out or changed the password since): GET /api/me checks it without hashing anything.
 */
export async function workerToken(request: APIRequestContext, account: Pick<Account, 'phone' | 'password'>): Promise<string> {
  const known = tokens.get(account.phone);
  if (known && (await request.get('/api/me', { headers: { authorization: `Bearer ${known}` } })).ok()) return known;
  const token = await loginToken(request, account);
  tokens.set(account.phone, token);
  return token;
}

/**
 * Signs the page in without the login screen: a token of its own (a page's sign-out revokes it; a token shared with
 * the worker's earlier journeys once went missing mid-journey in CI) goes to localStorage (key `token`, as the app
 * keeps it) before the app's scripts run on the next navigation, once, so a later sign-out holds.
 */
export async function signInViaApi(page: Page, request: APIRequestContext, account: Account): Promise<string> {
  const token = await loginToken(request, account);
  const once = `e2e-signed-in-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ token, once }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      localStorage.setItem('token', token);
    },
    { token, once },
  );
  return token;
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signInViaUi(page: Page, account: Pick<Account, 'phone' | 'password'>): Promise<void> {
  await page.goto('/login');
  // Inputs by accessible name: MUI adds ' *' to the visible label of required fields.
  await page.getByRole('textbox', { name: 'Mobile number or email', exact: true }).fill(account.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
