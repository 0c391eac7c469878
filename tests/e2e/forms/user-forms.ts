import { expect, type Page } from '@playwright/test';
import { uniqueMobile } from '../support/accounts';
import { mobileField, type FieldSpec } from '../support/forms';
import { createUser, searchUsers } from '../support/users';
import { saveForm, type OpenForm } from './create-edit';
import { STAFF, type FormCase, type FormRun } from './form-case';
import { managerBranch } from './fresh-account';

/** Name, email and phone: the fields of Add User and Edit User. */
const contactFields = (name: string, phone: string, unique: string): FieldSpec[] => [
  { label: 'Name', kind: 'text', source: 'name', value: name, required: true },
  { label: 'Email', kind: 'text', source: 'email', value: `user${unique}@example.in` },
  mobileField('Mobile number', 'phone', phone),
];

/** A manager's branch: the demo manager's when filled, 'No branch (sees all)' when empty. */
const branchField = (branch: { id: number; name: string }): FieldSpec => ({ label: 'Branch', kind: 'select', source: 'branch_id', value: branch.name, saved: branch.id });

/** The account as the users screen lists it. */
const readUser = (run: FormRun, phone: string) => async (id: number) => {
  const { data } = await run.api.get<{ data: { id: number }[] }>(`/api/admin/users?q=${phone}`);
  return data.find((user) => user.id === id)!;
};

/** Finds an account on the users screen by its phone and opens its menu item. */
export async function userMenuItem(page: Page, user: { name: string; phone: string }, item: string) {
  await page.goto('/admin/users');
  await searchUsers(page, user.phone);
  await page.getByRole('row').or(page.getByRole('article')).filter({ hasText: user.phone }).getByRole('button', { name: `Actions for ${user.name}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Add User with the role chosen; a manager's branch too. */
const addUser = (role: 'User' | 'Manager'): FormCase => ({
  form: `add user as ${role.toLowerCase()}`,
  roles: role === 'User' ? STAFF : ['admin'],
  run: async (run) => {
    const phone = uniqueMobile();
    const fields: FieldSpec[] = [
      ...contactFields(`Forms ${role} ${run.unique}`, phone, run.unique),
      { label: 'Password', kind: 'password', source: 'password', value: 'Forms-Pass-1', required: true },
      { label: 'Role', kind: 'select', source: 'role', value: role, saved: role.toLowerCase(), required: true },
      ...(role === 'Manager' ? [branchField(await managerBranch(run.admin))] : []),
    ];
    await run.page.goto('/admin/users');
    await run.page.getByRole('button', { name: 'Add User' }).click();
    const dialog = run.page.getByRole('dialog', { name: 'Add User' });
    const open: OpenForm = { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url: /^\/api\/admin\/users$/ };
    await saveForm(open, { fields, read: readUser(run, phone), alsoSaved: role === 'User' ? { branch_id: null } : {} }, run.fill);
  },
});

/** Edit User of an account made through the API with the other fill, so the edit fills or empties the optional fields. */
const editUser = (role: 'user' | 'manager'): FormCase => ({
  form: `edit user who is ${role}`,
  roles: role === 'user' ? STAFF : ['admin'],
  run: async (run) => {
    const branch = await managerBranch(run.admin);
    const startFilled = run.fill === 'optional empty';
    const target = await createUser(run.request, run.adminToken, {
      role,
      ...(startFilled ? { email: `start${run.unique}@example.in`, branchId: role === 'manager' ? branch.id : null } : {}),
    });
    const fields = [...contactFields(target.name, target.phone, run.unique), ...(role === 'manager' ? [branchField(branch)] : [])];
    await userMenuItem(run.page, target, 'Edit');
    const dialog = run.page.getByRole('dialog', { name: 'Edit User' });
    const open: OpenForm = { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url: /^\/api\/admin\/users\/\d+$/ };
    await saveForm(open, { fields, read: readUser(run, target.phone) }, run.fill, { edit: true, id: target.id });
  },
});

/** Add Branch, then Rename it (admin only; the name is the one field). */
const branchForm: FormCase = {
  form: 'branch: add and rename',
  roles: ['admin'],
  fills: ['optional filled'],
  run: async ({ page, api, unique }) => {
    const read = async (id: number) => (await api.get<{ data: { id: number }[] }>('/api/admin/branches')).data.find((branch) => branch.id === id)!;
    const nameField = (value: string): FieldSpec[] => [{ label: 'Branch name', kind: 'text', source: 'name', value, required: true }];
    const dialogForm = (title: string, url: RegExp): OpenForm => {
      const dialog = page.getByRole('dialog', { name: title });
      return { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url };
    };
    await page.goto('/admin/branches');
    await page.getByRole('button', { name: 'Add Branch' }).click();
    const id = await saveForm(dialogForm('Add Branch', /^\/api\/admin\/branches$/), { fields: nameField(`Bhilai ${unique}`), read }, 'optional filled');
    await page.getByRole('button', { name: `Rename Bhilai ${unique}` }).click();
    await saveForm(dialogForm('Rename', /^\/api\/admin\/branches\/\d+$/), { fields: nameField(`Bhilai Steel City ${unique}`), read }, 'optional filled', { id });
    await expect(page.getByRole('listitem').filter({ hasText: `Bhilai Steel City ${unique}` })).toBeVisible();
  },
};

export const USER_FORMS: FormCase[] = [addUser('User'), addUser('Manager'), editUser('user'), editUser('manager'), branchForm];
