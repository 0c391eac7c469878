import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueMobile } from '../support/accounts';
import { fillForm, savedValues, submitted, type FieldSpec } from '../support/forms';
import { loginToken } from '../support/session';
import { createUser } from '../support/users';
import { apiAs, SIGNED_IN, STAFF, type FormCase, type FormRun } from './form-case';
import { userMenuItem } from './user-forms';

const rowOf = (page: Page | Locator, text: string) => page.getByRole('row').or(page.getByRole('article')).filter({ hasText: text });

/** A staff list's status button on a row made through the public API; the row then reads the new status. */
const statusChange = (what: string, path: string, create: string, list: string, body: (name: string) => object, status: [string, string]): FormCase => ({
  form: `${what}: status change`,
  roles: STAFF,
  fills: ['optional filled'],
  run: async (run) => {
    const name = `Forms Status ${run.unique}`;
    const row = await apiAs(run.request, '').send<{ id: number }>('POST', create, body(name));
    await run.page.goto(path);
    await submitted(rowOf(run.page, name).getByRole('button', { name: `Mark as ${status[0]}` }), new RegExp(`^${list}/${row.id}/status$`));
    const saved = (await run.api.get<{ data: { id: number }[] }>(`${list}?per_page=100`)).data.find((found) => found.id === row.id);
    expect(saved).toMatchObject({ status: status[1] });
  },
});

/** Writes a message in Send Message and checks the citizen's messages hold it. */
async function sendMessage(run: FormRun, citizenId: number, text: string) {
  const dialog = run.page.getByRole('dialog', { name: 'Send Message' });
  await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await submitted(dialog.getByRole('button', { name: 'Send' }), new RegExp(`^/api/citizens/${citizenId}/send-message$`));
  await expect(dialog.getByText(/^Message sent to /)).toBeVisible();
  const { data } = await run.api.get<{ data: { body: string }[] }>(`/api/citizens/${citizenId}/messages`);
  expect(data.map((message) => message.body)).toContain(text);
}

/** Add quick reply, then Edit its title (admin only; every field is required). */
const quickReplyForm: FormCase = {
  form: 'quick reply: add and edit',
  roles: ['admin'],
  fills: ['optional filled'],
  run: async ({ page, api, unique }) => {
    const fields: FieldSpec[] = [
      { label: 'Language', kind: 'select', source: 'language', value: 'Hindi', saved: 'hi', required: true },
      { label: 'Title', kind: 'text', source: 'title', value: `Bima ${unique}`, required: true },
      { label: 'Text', kind: 'text', source: 'body', value: 'Namaste {name}, {vehicle} ka bima {expiry} ko khatam hoga.', required: true },
    ];
    const read = async (id: number) => (await api.get<{ data: { id: number }[] }>('/api/quick-replies')).data.find((reply) => reply.id === id);
    await page.goto('/admin/quick-replies');
    await page.getByRole('button', { name: 'Add quick reply' }).click();
    const add = page.getByRole('dialog', { name: 'Add quick reply' });
    await fillForm(add, fields, 'optional filled');
    const { data } = (await submitted(add.getByRole('button', { name: 'Save' }), /^\/api\/quick-replies$/)) as { data: { id: number } };
    expect(await read(data.id)).toMatchObject(savedValues(fields, 'optional filled'));
    await page.getByRole('button', { name: `Edit Bima ${unique}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit' });
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(`Bima yaad ${unique}`);
    await submitted(edit.getByRole('button', { name: 'Save' }), /^\/api\/quick-replies\/\d+$/);
    expect(await read(data.id)).toMatchObject({ title: `Bima yaad ${unique}`, language: 'hi' });
  },
};

export const DESK_FORMS: FormCase[] = [
  quickReplyForm,
  statusChange('service request', '/service-requests', '/api/service-requests', '/api/service-requests',
    (name) => ({ category: 'dl', services: ['duplicate_dl'], contact_name: name, contact_phone: uniqueMobile() }), ['Contacted', 'contacted']),
  statusChange('document inquiry', '/admin/inquiries', '/api/document-inquiries', '/api/admin/document-inquiries',
    (name) => ({ name, phone: uniqueMobile(), document_type: ['Tax'] }), ['Resolved', 'resolved']),
  {
    form: 'send message from a citizen',
    roles: SIGNED_IN,
    fills: ['optional filled'],
    run: async (run) => {
      const citizen = await run.api.send<{ id: number }>('POST', '/api/citizens', { name: `Forms Recipient ${run.unique}`, mobile: uniqueMobile() });
      await run.page.goto(`/citizens/${citizen.id}`);
      await run.page.getByRole('button', { name: 'Send Message' }).click();
      await sendMessage(run, citizen.id, `Your RC is ready, ref ${run.unique}.`);
    },
  },
  {
    // A branch manager may message only profiles of their branch; a user's own profile has none (issue 19 item 4).
    form: 'send message from the users screen',
    roles: ['admin', 'manager without branch'],
    fills: ['optional filled'],
    run: async (run) => {
      const target = await createUser(run.request, run.adminToken);
      const own = apiAs(run.request, await loginToken(run.request, target));
      const citizen = await own.send<{ id: number }>('POST', '/api/citizens', { name: target.name, mobile: target.phone, is_self: true });
      await userMenuItem(run.page, target, 'Send Message');
      await sendMessage(run, citizen.id, `Please visit the office, ref ${run.unique}.`);
    },
  },
];
