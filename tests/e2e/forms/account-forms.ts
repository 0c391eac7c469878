import { expect, type Page } from '@playwright/test';
import { uniqueMobile } from '../support/accounts';
import { mobileField, type FieldSpec } from '../support/forms';
import { loginToken } from '../support/session';
import { saveForm, type OpenForm } from './create-edit';
import { SIGNED_IN, type FormCase } from './form-case';

/** A section of Account Settings, found by its submit button. */
async function accountSection(page: Page, submit: string, url: RegExp): Promise<OpenForm> {
  await page.goto('/account');
  const button = page.getByRole('button', { name: submit });
  return { scope: page.locator('form').filter({ has: button }), submit: button, url };
}

const password = (label: string, value: string): FieldSpec => ({ label, kind: 'password', source: label, value, required: true });

export const ACCOUNT_FORMS: FormCase[] = [
  {
    form: 'account settings: change mobile number',
    roles: SIGNED_IN,
    freshAccount: true,
    fills: ['optional filled'],
    run: async ({ page, api, account, fill }) => {
      const phone = uniqueMobile();
      const fields = [mobileField('New mobile number', 'phone', phone), password('Current password', account!.password)] satisfies FieldSpec[];
      const open = await accountSection(page, 'Update mobile number', /^\/api\/me\/phone$/);
      await saveForm(open, { fields, read: () => api.get('/api/me') }, fill, { id: account!.id });
    },
  },
  {
    form: 'account settings: change password',
    roles: SIGNED_IN,
    freshAccount: true,
    fills: ['optional filled'],
    run: async ({ page, request, account, fill }) => {
      const fields = [password('Current password', account!.password), password('New password', 'Changed-Pass-2'), password('Confirm new password', 'Changed-Pass-2')];
      const open = await accountSection(page, 'Update password', /^\/api\/me\/password$/);
      const signsIn = async () => ({ token: await loginToken(request, { phone: account!.phone, password: 'Changed-Pass-2' }) });
      await saveForm(open, { fields, read: signsIn, alsoSaved: { token: expect.any(String) } }, fill, { id: account!.id });
    },
  },
  {
    form: 'complete your profile (dashboard)',
    roles: ['user'],
    freshAccount: true,
    run: async ({ page, api, account, fill, unique }) => {
      const fields: FieldSpec[] = [
        { label: 'Date of birth', kind: 'date', source: 'dob', value: '02-10-1985', required: true },
        { label: "Father's name", kind: 'text', source: 'father_name', value: 'Ramesh Sahu' },
        { label: 'Email', kind: 'text', source: 'email', value: `profile${unique}@example.in` },
        { label: 'Address', kind: 'text', source: 'address', value: 'Sector 5, Bhilai' },
      ];
      await page.goto('/dashboard');
      const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
      const open: OpenForm = { scope: dialog, submit: dialog.getByRole('button', { name: 'Save' }), url: /^\/api\/me$/ };
      const read = async () => (await api.get<{ primary_citizen: Record<string, unknown> }>('/api/me')).primary_citizen;
      await saveForm(open, { fields, read, alsoSaved: { name: account!.name, mobile: account!.phone } }, fill);
    },
  },
];
