/**
 * Issue 32 §3: a staff account keeps its 8-character minimum when its owner changes or resets the password, also
 * after a temporary password; a citizen's own account keeps 6. Each form's hint says its rule, in English and Hindi,
 * at 1280 and 390 px.
 */
import { shell as enShell } from '../../src/i18n/en/shell';
import { shell as hiShell } from '../../src/i18n/hi/shell';
import { expect, test } from './support/fixtures';
import { authed } from './support/records';
import { loginToken } from './support/session';

const LANGUAGES = [['en', enShell.shell], ['hi', hiShell.shell]] as const;
const hint = (template: string, values: Record<string, number>) => template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));

for (const [language, shell] of LANGUAGES) {
  test(`Change Password hints 8 characters to a manager and refuses 7, 6 to a user (${language}) @phone`, async ({ page, signIn, createUser, snap }) => {
    await page.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    const manager = await createUser({ role: 'manager' });
    await signIn(manager);
    await page.goto('/account');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: shell.account.update_password }) });
    await expect(form.getByText(hint(shell.register.password_hint, { min: 8 }))).toBeVisible();
    await form.getByLabel(new RegExp(`^${shell.account.current_password}`)).fill(manager.password);
    await form.getByLabel(new RegExp(`^${shell.account.new_password}`)).fill('seven77');
    await form.getByLabel(new RegExp(`^${shell.account.new_password_confirmation}`)).fill('seven77');
    await snap(`password-change-manager-hint-${language}`);
    await form.getByRole('button', { name: shell.account.update_password }).click();
    await expect(form.getByText(language === 'en' ? 'Must be 8 characters at least' : 'कम से कम 8 अक्षर होने चाहिए')).toBeVisible();
    await snap(`password-change-manager-refused-${language}`);

    const user = await createUser({ role: 'user' });
    await page.evaluate(() => localStorage.removeItem('token'));
    await signIn(user);
    await page.goto('/account');
    await expect(page.getByText(hint(shell.register.password_hint, { min: 6 }))).toBeVisible();
  });

  test(`after a temporary password a manager is told 8 characters (${language}) @phone`, async ({ page, api, adminToken, createUser, snap }) => {
    const manager = await createUser({ role: 'manager' });
    const temporary = await api.post(`/api/admin/users/${manager.id}/temporary-password`, authed(adminToken));
    expect(temporary.status()).toBe(200);
    const token = await loginToken(api, { phone: manager.phone, password: (await temporary.json()).password });
    await page.addInitScript(({ token, locale }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('locale', locale);
    }, { token, locale: language });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: shell.password_required.title })).toBeVisible();
    await expect(page.getByText(hint(shell.register.password_hint, { min: 8 }))).toBeVisible();
    await snap(`password-temporary-manager-${language}`);
  });

  test(`the reset page says both rules (${language}) @phone`, async ({ page, snap }) => {
    await page.addInitScript((locale) => localStorage.setItem('locale', locale), language);
    await page.goto('/reset-password?email=asha%40example.com&token=abc');
    await expect(page.getByText(hint(shell.reset.password_hint, { user: 6, staff: 8 }))).toBeVisible();
    await snap(`password-reset-hint-${language}`);
  });
}
