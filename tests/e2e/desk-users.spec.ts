/**
 * User and branch administration (doc2 §2, §4, §6; decisions.md §Who sees): an admin adds a branch and a
 * manager in it; that manager sees no Admin or Manager button, and the API refuses such a promotion.
 */
import type { Locator, Page } from '@playwright/test';
import { BasePage, E2E_ADMIN, expect, test, uniqueMobile } from './support/fixtures';
import { loginToken } from './support/session';

class BranchesPage extends BasePage {
  readonly path = '/admin/branches';

  async add(name: string) {
    await this.button('Add Branch').click();
    const dialog = this.dialog('Add Branch');
    await dialog.getByRole('textbox', { name: 'Branch name', exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.expectToast('Branch added.');
    await expect(this.page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }
}

class UsersPage extends BasePage {
  readonly path = '/admin/users';

  async search(text: string) {
    // Enter submits the filters (the app bar has Search buttons of its own).
    await this.field('Search name, email or phone').fill(text);
    await this.field('Search name, email or phone').press('Enter');
  }

  row(text: string): Locator {
    return this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: text });
  }

  async addManager(name: string, phone: string, branch: string) {
    await this.button('Add User').click();
    const dialog = this.dialog('Add User');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await dialog.getByLabel('Password').fill('Manager-Pass-1');
    await choose(this.page, dialog.getByRole('combobox', { name: /^Role/ }), 'Manager');
    await choose(this.page, dialog.getByRole('combobox', { name: /^Branch/ }), branch);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.expectToast(`User ${name} added as Manager.`);
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
