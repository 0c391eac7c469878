import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '../../../common/options';
import { uniqueMobile, type Account } from './accounts';

export interface NewUser {
  role?: Role;
  name?: string;
  email?: string;
  /** For managers: the branch they are tied to. */
  branchId?: number | null;
}

export const NEW_USER_PASSWORD = 'E2e-User-Pass-1';

/**
 * Creates an account through the product's API with a fresh mobile number:
 * role `user` through POST /api/register (public), manager and admin through POST /api/admin/users
 * with an admin's token. Answers the account, ready for `signIn`.
 */
export async function createUser(request: APIRequestContext, adminToken: string, wanted: NewUser = {}): Promise<Account & { id: number }> {
  const role = wanted.role ?? 'user';
  const phone = uniqueMobile();
  // The mobile's slot and counter, unique in the run: its last four digits were shared by two accounts now and then.
  const name = wanted.name ?? `E2E ${role} ${phone.slice(-9)}`;
  const body = { name, phone, password: NEW_USER_PASSWORD, ...(wanted.email ? { email: wanted.email } : {}) };
  const response = role === 'user'
    ? await request.post('/api/register', { data: body })
    : await request.post('/api/admin/users', {
      data: { ...body, role, ...(wanted.branchId ? { branch_id: wanted.branchId } : {}) },
      headers: { authorization: `Bearer ${adminToken}` },
    });
  if (response.status() === 404) {
    throw new Error(`${response.url()} is not built yet: sign in as DEMO.manager or DEMO.managerWithoutBranch instead`);
  }
  expect(response.status(), `create ${role}: ${await response.text()}`).toBe(201);
  const answer = await response.json();
  const id = (answer.user ?? answer).id as number;
  return { id, phone, password: NEW_USER_PASSWORD, role, name };
}

/**
 * Searches the users screen and waits for the filtered list: a row's menu opened on the rows shown before would
 * close as they are replaced.
 */
export async function searchUsers(page: Page, text: string): Promise<void> {
  const search = page.getByRole('textbox', { name: 'Search name, email or mobile', exact: true });
  await search.fill(text);
  const listed = page.waitForResponse((response) => response.url().includes('/api/admin/users?') && new URL(response.url()).searchParams.get('q') === text);
  await search.press('Enter');
  await listed;
}
