/**
 * A phone-only account that lost its password (issue 19): the office sets a temporary password, the person signs
 * in with it, sees only Change Password, chooses their own and goes on. Forgot Password tells them to ask the office.
 */
import { BasePage, E2E_ADMIN, expect, test } from './support/fixtures';
import { signInViaUi } from './support/session';
import { searchUsers } from './support/users';

class UsersPage extends BasePage {
  readonly path = '/admin/users';

  async search(name: string) {
    await searchUsers(this.page, name);
    await expect(this.page.getByRole('row').or(this.page.getByRole('article')).filter({ hasText: name })).toHaveCount(1);
  }

  /** Opens the row's menu. */
  openActions(name: string) {
    return this.button(`Actions for ${name}`).click();
  }

  menuItem(name: string | RegExp) {
    return this.page.getByRole('menuitem', { name, exact: true });
  }
}

test('the office sets a temporary password for a phone-only user, who must choose their own at sign-in @phone', async ({ page, signIn, createUser, snap }) => {
  const person = await createUser({ role: 'user' });

  await page.goto('/forgot-password');
  await expect(page.getByText('Signed up with a mobile number only? Ask the office')).toBeVisible();
  await snap('forgot-password-phone-only');

  await signIn(E2E_ADMIN);
  const users = await new UsersPage(page).open();
  await users.search(person.name);
  await users.openActions(person.name);
  const resetLink = users.menuItem(/^Send Reset Link/);
  await expect(resetLink).toHaveAttribute('aria-disabled', 'true');
  await expect(resetLink).toContainText('No email address: use Set Temporary Password.');
  await snap('desk-users-menu-no-email');
  await page.keyboard.press('Escape');
  await expect(resetLink).toBeHidden();

  await users.openActions(person.name);
  await users.menuItem('Set Temporary Password').click();
  const confirm = users.dialog(`Set a temporary password for ${person.name}?`);
  await snap('desk-temporary-password-confirm');
  await confirm.getByRole('button', { name: 'Set Temporary Password' }).click();
  const shown = users.dialog(`Temporary password for ${person.name}`);
  const password = (await shown.getByRole('status', { name: 'Temporary password' }).textContent())!.trim();
  expect(password).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await snap('desk-temporary-password-shown');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  await page.evaluate(() => localStorage.clear());
  await signInViaUi(page, { phone: person.phone, password });
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.goto('/citizens');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await snap('password-change-required');
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel(/^New password/).fill('Chosen-Pass-1');
  await page.getByLabel('Confirm new password').fill('Chosen-Pass-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Citizen Profiles' })).toBeVisible();
});
