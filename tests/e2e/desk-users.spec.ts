/**
 * User and branch administration (doc2 §2, §4, §6; decisions.md §Who sees): an admin adds a branch and a
 * manager in it; that manager sees no Admin or Manager button, and the API refuses such a promotion.
 */
import type { Locator, Page } from '@playwright/test';
import { BasePage, DEMO, E2E_ADMIN, expect, test, uniqueMobile } from './support/fixtures';
import { quotedToast } from './pages/citizen';
import { loginToken } from './support/session';
import { searchUsers } from './support/users';

class BranchesPage extends BasePage {
  readonly path = '/admin/branches';

  async add(name: string) {
    await this.button('Add Branch').click();
    const dialog = this.dialog('Add Branch');
    await dialog.getByRole('textbox', { name: 'Branch name', exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.expectToast(quotedToast('Branch added.', name));
    await expect(this.page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
}

class UsersPage extends BasePage {
  readonly path = '/admin/users';

  search(text: string) {
    return searchUsers(this.page, text);
  }

  row(text: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: text });
  }

  async addManager(name: string, phone: string, branch: string) {
    await this.button('Add User').click();
    const dialog = this.dialog('Add User');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(phone);
    await dialog.getByLabel('Password').fill('Manager-Pass-1');
    await choose(this.page, dialog.getByRole('combobox', { name: /^Role/ }), 'Manager');
    await choose(this.page, dialog.getByRole('combobox', { name: /^Branch/ }), branch);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.expectToast(`User ${name} added as Manager.`);
  }

  /** Add User as a manager sees it: the role is User, with no branch to choose. */
  async addPlainUser(name: string, phone: string) {
    await this.button('Add User').click();
    const dialog = this.dialog('Add User');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(phone);
    await dialog.getByLabel('Password').fill('Plain-User-Pass-1');
    await expect(dialog.getByRole('combobox', { name: /^Branch/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.expectToast(`User ${name} added as User.`);
  }
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin adds a branch and a manager in it; that manager cannot promote anyone @phone', async ({ page, signIn, createUser, api, snap }) => {
  const suffix = uniqueMobile().slice(-5);
  const branch = `Bhilai ${suffix}`;
  const managerName = `Branch Manager ${suffix}`;
  const managerPhone = uniqueMobile();
  const target = await createUser({ role: 'user', name: `Plain User ${suffix}` });

  await signIn(E2E_ADMIN);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Branches/ }).click();
  const branches = new BranchesPage(page);
  await expect(branches.heading('Branches')).toBeVisible();
  await branches.add(branch);
  await snap('desk-users-branches');

  const users = await new UsersPage(page).open();
  await users.addManager(managerName, managerPhone, branch);
  await users.search(managerName);
  await expect(users.row(managerName)).toContainText(branch);
  await users.search(target.name);
  await expect(users.row(target.name).getByRole('button', { name: 'Manager', exact: true })).toBeEnabled();
  await snap('desk-users-admin');
  await users.row(target.name).getByRole('button', { name: 'Manager', exact: true }).click();
  const roleChange = users.dialog('Change role');
  await expect(roleChange).toContainText(`Change the role of ${target.name} to Manager?`);
  await roleChange.getByRole('combobox', { name: /^Branch/ }).click();
  await expect(page.getByRole('option', { name: 'No branch: sees all branches' })).toBeVisible();
  await page.getByRole('option', { name: branch, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await snap('desk-users-role-change');
  await roleChange.getByRole('button', { name: 'Cancel' }).click();

  const manager = { phone: managerPhone, password: 'Manager-Pass-1', role: 'manager' as const, name: managerName };
  await page.evaluate(() => localStorage.clear());
  await signIn(manager);
  await users.open();
  await users.search(target.name);
  const row = users.row(target.name);
  await expect(row.getByRole('button', { name: 'User', exact: true })).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Manager', exact: true })).toHaveCount(0);
  await users.search(managerName);
  await expect(users.row(managerName).getByRole('button')).toHaveCount(0);
  await snap('desk-users-manager');

  const token = await loginToken(api, manager);
  const headers = { authorization: `Bearer ${token}` };
  for (const role of ['admin', 'manager']) {
    const promote = await api.patch(`/api/admin/users/${target.id}/role`, { data: { role }, headers });
    expect(promote.status()).toBe(403);
    const create = await api.post('/api/admin/users', { data: { name: 'Sneaky', phone: uniqueMobile(), password: 'Sneaky-Pass-1', role }, headers });
    expect(create.status()).toBe(403);
  }
});

test('a branch manager adds a user, who is saved without a branch and can sign in @phone', async ({ page, signIn, api }) => {
  const name = `Counter Clerk ${uniqueMobile().slice(-5)}`;
  const phone = uniqueMobile();
  await signIn(DEMO.manager);
  const users = await new UsersPage(page).open();
  await users.addPlainUser(name, phone);
  await users.search(name);
  await expect(users.row(name)).toContainText(phone);
  expect(await loginToken(api, { phone, password: 'Plain-User-Pass-1' })).toBeTruthy();
});

test('Edit User opened from the keyboard is drawn like the other dialogs, without a ring round it', async ({ page, signIn, createUser, snap }) => {
  const person = await createUser({ role: 'user' });
  await signIn(E2E_ADMIN);
  const users = await new UsersPage(page).open();
  await users.search(person.name);
  await users.button(`Actions for ${person.name}`).press('Enter');
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).press('Enter');
  const dialog = users.dialog('Edit User');
  // The dialog gives its first field the focus (issue 34), and draws no ring round itself.
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(dialog).toHaveCSS('outline-style', 'none');
  await snap('desk-users-edit-dialog');
});

