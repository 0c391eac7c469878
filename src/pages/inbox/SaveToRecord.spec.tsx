import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import type { ChatMessage, Conversation } from '../../dataProvider/conversations';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { typeDate } from '../../test/dates';
import { renderPage } from '../../test/render';
import { InboxPage } from './InboxPage';

useApiServer();

const conversation: Conversation = {
  id: 7, wa_id: '919876543210', mobile: '9876543210', profile_name: 'Ramesh K', status: 'open', unread_count: 0,
  last_message_at: '2026-12-05T09:00:00Z', last_incoming_at: new Date().toISOString(), last_text: '[policy.pdf]', window_open: true,
  assignee: null, citizens: [{ id: 41, name: 'Ramesh Kumar', branch_id: 3 }],
};
const pdf: ChatMessage = {
  direction: 'in', id: 2, at: '2026-12-05T09:00:00Z', type: 'document', text: null, status: null, error: null, window_closed: false,
  template_name: null, sender: 'Ramesh K', context_id: null, provider_id: null,
  media: { mime: 'application/pdf', filename: 'policy.pdf', file_path: 'whatsapp/a.pdf', file_url: '/storage/whatsapp/a.pdf?signature=x', error: null },
};
const page = (rows: unknown[]) => ({ data: rows, meta: { current_page: 1, last_page: 1, per_page: 50, from: 1, to: rows.length, total: rows.length } });

beforeEach(() => {
  tokenStore.set('token');
  answer('get', '/me', aUser({ id: 9, role: 'admin' }));
  answer('get', '/admin/users', page([{ id: 9, name: 'Asha Admin', branch_id: null }]));
  answer('get', '/conversations', page([conversation]));
  answer('get', `/conversations/${conversation.id}`, { data: conversation });
  answer('get', `/conversations/${conversation.id}/messages`, { data: [pdf], meta: { before: null } });
  answer('get', `/conversations/${conversation.id}/quick-replies`, { data: [] });
  answer('get', '/citizens/41/vehicles', page([{ id: 5, registration_no: 'CG04AB1234' }]));
  apiServer.use(http.get('/api/conversations/events', () => new HttpResponse(': connected\n\n', { headers: { 'content-type': 'text/event-stream' } })));
});

/** Opens Save to record under the PDF; answers the dialog. */
async function openDialog() {
  renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
  await userEvent.click(await within(await screen.findByRole('log')).findByRole('button', { name: 'Save to record' }));
  return screen.findByRole('dialog', { name: 'Save to record' });
}

async function choose(dialog: HTMLElement, combobox: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills and adds the PUCC form shown with the attached PDF; answers the create's form. */
async function addPucc(vehicleId: number) {
  const created: FormData[] = [];
  apiServer.use(http.post(`/api/vehicles/${vehicleId}/puccs`, async ({ request }) => {
    created.push(await request.formData());
    return HttpResponse.json({ id: 12, pucc_number: 'PUC77' }, { status: 201 });
  }));
  const form = await screen.findByRole('region', { name: 'Add record' });
  expect(within(form).getByText('Attached from WhatsApp: policy.pdf')).toBeInTheDocument();
  expect(form.querySelector('input[type=file]')).toBeNull();
  await userEvent.type(within(form).getByLabelText(/PUCC Number/), 'puc77');
  await typeDate(/Valid From/, '01-12-2026', form);
  await typeDate(/Valid Until/, '31-05-2027', form);
  await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(created).toHaveLength(1));
  return created[0];
}

describe('Save to record', { timeout: 60_000 }, () => {
  it("opens the number's citizen's PUCC form with the PDF attached and creates the record with the message in one request", async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Citizen' })).toHaveValue('Ramesh Kumar');
    await choose(dialog, 'Vehicle or license', 'CG04AB1234');
    await choose(dialog, 'Record', 'PUCC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const created = await addPucc(5);
    expect(created.get('pucc_number')).toBe('PUC77');
    expect(created.get('source_message_id')).toBe(String(pdf.id));
    expect(created.get('file')).toBeNull();
  });

  it('saves it for another citizen found by vehicle number, the number\'s own profiles listed first', async () => {
    const searches = answer('get', '/global-search', [
      { title: 'CG07XY9999', type: 'registration', description: 'Suresh Kumar · Hero Splendor', url: '/citizens/52', unique_key: 'vehicle-8' },
    ]);
    answer('get', '/citizens/52/vehicles', page([{ id: 8, registration_no: 'CG07XY9999' }]));
    const dialog = await openDialog();
    const citizen = within(dialog).getByRole('combobox', { name: 'Citizen' });
    await userEvent.clear(citizen);
    await userEvent.type(citizen, 'CG07XY');
    await waitFor(() => expect(searches.at(-1)?.query.get('query')).toBe('CG07XY'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('Ramesh Kumar'), expect.stringContaining('Suresh Kumar')]);
    await userEvent.click(options[1]);
    await choose(dialog, 'Vehicle or license', 'CG07XY9999');
    await choose(dialog, 'Record', 'PUCC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await addPucc(8)).get('source_message_id')).toBe(String(pdf.id));
  });

  it('offers it for a number no profile has, the citizen to find first', async () => {
    answer('get', `/conversations/${conversation.id}`, { data: { ...conversation, citizens: [] } });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Citizen' })).toHaveValue('');
    expect(within(dialog).getByRole('combobox', { name: 'Vehicle or license' })).toHaveAttribute('aria-disabled', 'true');
  });
});
