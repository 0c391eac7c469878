import { expect, type Page } from '@playwright/test';
import { uniqueMobile } from '../support/accounts';
import { mobileField, type FieldSpec } from '../support/forms';
import { loginToken } from '../support/session';
import { createUser } from '../support/users';
import { saveForm, type OpenForm } from './create-edit';
import { apiAs, EVERYONE, type FormCase, type FormRun } from './form-case';

/** A public page's form (the page's only form), found by its submit button. */
async function pageForm(page: Page, path: string, submit: string, url: RegExp): Promise<OpenForm> {
  await page.goto(path);
  const button = page.getByRole('button', { name: submit });
  return { scope: page.locator('form').filter({ has: button }), submit: button, url };
}

/** What a signed-in sender is linked as (null for a visitor). */
const sender = async (run: FormRun) => (run.account ? expect.objectContaining({ id: (await run.api.get<{ id: number }>('/api/me')).id }) : null);

/** A row of a staff list, read by the admin. */
const staffRow = (run: FormRun, list: string) => async (id: number) =>
  (await run.admin.get<{ data: { id: number }[] }>(`${list}?per_page=100`)).data.find((row) => row.id === id)!;

export const PUBLIC_FORMS: FormCase[] = [
  {
    form: 'register',
    roles: ['visitor'],
    phone: ['visitor', 'optional filled'],
    run: async ({ page, request, fill, unique }) => {
      const phone = uniqueMobile();
      const fields: FieldSpec[] = [
        { label: 'Name', kind: 'text', source: 'name', value: `Forms Visitor ${unique}`, required: true },
        mobileField('Mobile number', 'phone', phone),
        { label: 'Email (optional)', kind: 'text', source: 'email', value: `visitor${unique}@example.in` },
        { label: 'Password', kind: 'password', source: 'password', value: 'Visitor-Pass-1', required: true },
        { label: 'Confirm password', kind: 'password', source: 'password_confirmation', value: 'Visitor-Pass-1', required: true },
      ];
      const open = await pageForm(page, '/register', 'Register', /^\/api\/register$/);
      const account = async () => apiAs(request, await loginToken(request, { phone, password: 'Visitor-Pass-1' })).get('/api/me');
      await saveForm(open, { fields, read: account, alsoSaved: { role: 'user' } }, fill, { id: 0 });
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  },
  {
    form: 'ask for service',
    roles: EVERYONE,
    phone: ['visitor', 'optional empty'],
    run: async (run) => {
      const fields: FieldSpec[] = [
        { label: 'Category', kind: 'select', source: 'category', value: 'Vehicle', saved: 'vehicle', required: true },
        { label: 'Services', kind: 'checks', source: 'services', value: ['Pay Tax', 'Duplicate RC'], saved: ['pay_tax', 'duplicate_rc'], required: true },
        { label: 'Contact name', kind: 'text', source: 'contact_name', value: `Forms Requester ${run.unique}`, required: true },
        mobileField('Contact mobile', 'contact_phone', uniqueMobile()),
        { label: 'Query', kind: 'text', source: 'query', value: 'Tax of my new car, please.' },
      ];
      const open = await pageForm(run.page, '/ask-for-service', 'Submit Request', /^\/api\/service-requests$/);
      const user = await sender(run);
      await saveForm(open, { fields, read: staffRow(run, '/api/service-requests'), alsoSaved: { status: 'pending', user } }, run.fill);
    },
  },
  {
    form: 'document inquiry',
    roles: EVERYONE,
    run: async (run) => {
      const fields: FieldSpec[] = [
        { label: 'Name', kind: 'text', source: 'name', value: `Forms Inquirer ${run.unique}`, required: true },
        mobileField('Mobile', 'phone', uniqueMobile()),
        { label: 'Vehicle number', kind: 'text', source: 'vehicle_no', value: 'cg04ab1234', saved: 'CG04AB1234' },
        { label: 'Document types', kind: 'checks', source: 'document_type', value: ['Insurance', 'PUCC'], required: true },
      ];
      const open = await pageForm(run.page, '/document-inquiry', 'Submit Inquiry', /^\/api\/document-inquiries$/);
      await saveForm(open, { fields, read: staffRow(run, '/api/admin/document-inquiries'), alsoSaved: { status: 'new' } }, run.fill);
    },
  },
  {
    form: 'forgot password',
    roles: ['visitor'],
    fills: ['optional filled'],
    run: async ({ page, request, adminToken, fill, unique }) => {
      const email = `forgot${unique}@example.in`;
      await createUser(request, adminToken, { email });
      const fields: FieldSpec[] = [{ label: 'Email', kind: 'text', source: 'email', value: email, required: true }];
      const open = await pageForm(page, '/forgot-password', 'Send reset link', /^\/api\/password\/forgot$/);
      await saveForm(open, { fields, read: async () => ({ email }) }, fill, { id: 0 });
      await expect(page.getByText('If the email exists, a reset link has been sent.')).toBeVisible();
    },
  },
];
