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

describe('Save to record', { timeout: 60_000 }, () => {
  it("opens the chosen vehicle's PUCC form with the PDF attached, creates the record without an upload, then gives it the file", async () => {
    const created: FormData[] = [];
    apiServer.use(http.post('/api/vehicles/5/puccs', async ({ request }) => {
      created.push(await request.formData());
      return HttpResponse.json({ id: 12, pucc_number: 'PUC77' }, { status: 201 });
    }));
    const saved = answer('post', `/conversations/${conversation.id}/messages/${pdf.id}/save`, { data: { id: 12 } });
    renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
    await userEvent.click(await within(await screen.findByRole('log')).findByRole('button', { name: 'Save to record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to record' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Vehicle or license' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CG04AB1234' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Record' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PUCC' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const form = await screen.findByRole('region', { name: 'Add record' });
    expect(within(form).getByText('Attached from WhatsApp: policy.pdf')).toBeInTheDocument();
    expect(form.querySelector('input[type=file]')).toBeNull();
    await userEvent.type(within(form).getByLabelText(/PUCC Number/), 'puc77');
    await typeDate(/Valid From/, '01-12-2026', form);
    await typeDate(/Valid Until/, '31-05-2027', form);
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(saved[0]?.body).toEqual({ kind: 'puccs', record_id: 12 }));
    expect(created[0].get('pucc_number')).toBe('PUC77');
    expect(created[0].get('file')).toBeNull();
  });

  it('asks for a profile first when the number has none', async () => {
    answer('get', `/conversations/${conversation.id}`, { data: { ...conversation, citizens: [] } });
    renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
    expect(await within(await screen.findByRole('log')).findByRole('button', { name: 'Save to record' })).toBeDisabled();
  });
});
