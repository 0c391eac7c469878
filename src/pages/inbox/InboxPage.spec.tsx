import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import type { ChatMessage, Conversation } from '../../dataProvider/conversations';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { renderPage } from '../../test/render';
import { InboxPage } from './InboxPage';

useApiServer();

const aConversation = (extra: Partial<Conversation> = {}): Conversation => ({
  id: 7, wa_id: '919876543210', mobile: '9876543210', profile_name: 'Ramesh K', status: 'open', unread_count: 2,
  last_message_at: '2026-12-05T09:00:00Z', last_incoming_at: new Date().toISOString(), last_text: 'haan renew kar do', window_open: true,
  assignee: null, citizens: [{ id: 41, name: 'Ramesh Kumar', branch_id: 3 }], ...extra,
});
const aMessage = (extra: Partial<ChatMessage>): ChatMessage => ({
  direction: 'in', id: 1, at: '2026-12-05T09:00:00Z', type: 'text', text: 'haan renew kar do', status: null, error: null, window_closed: false,
  template_name: null, sender: 'Ramesh K', media: null, context_id: null, provider_id: null, ...extra,
});
const page = (rows: unknown[]) => ({ data: rows, meta: { current_page: 1, last_page: 1, per_page: 50, from: 1, to: rows.length, total: rows.length } });

function answerInbox(conversation: Conversation, chat: ChatMessage[]) {
  answer('get', '/conversations', page([conversation]));
  answer('get', `/conversations/${conversation.id}`, { data: conversation });
  answer('get', `/conversations/${conversation.id}/messages`, { data: chat, meta: { before: null } });
  answer('get', '/conversations/templates', { data: [{ name: 'renewal_followup', language: 'hi', parameters: 2 }] });
  answer('get', `/conversations/${conversation.id}/quick-replies`, { data: [{ id: 1, language: 'hi', title: 'Bima yaad', body: 'Namaste {name}', text: 'Namaste Ramesh Kumar' }] });
  apiServer.use(http.get('/api/conversations/events', () => new HttpResponse(': connected\n\n', { headers: { 'content-type': 'text/event-stream' } })));
  return { read: answer('post', `/conversations/${conversation.id}/read`, { data: conversation }), reply: answer('post', `/conversations/${conversation.id}/reply`, { data: { id: 9 } }, 201) };
}

beforeEach(() => {
  tokenStore.set('token');
  answer('get', '/me', aUser({ id: 9, role: 'admin' }));
  answer('get', '/admin/users', page([{ id: 9, name: 'Asha Admin', branch_id: null }]));
});

describe('the inbox', { timeout: 60_000 }, () => {
  it('lists conversations and opens a chat with both directions and ticks, reads it and sends a reply', async () => {
    const calls = answerInbox(aConversation(), [
      aMessage({ direction: 'out', id: 3, at: '2026-12-05T09:05:00Z', text: 'Ji, kal aaiye', status: 'read', sender: 'Asha Admin' }),
      aMessage({}),
    ]);
    renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
    const list = await screen.findByRole('list', { name: 'Inbox' });
    expect(await within(list).findByText('Ramesh Kumar')).toBeInTheDocument();
    const chat = await screen.findByRole('log');
    expect(await within(chat).findByText('Ji, kal aaiye')).toBeInTheDocument();
    expect(within(chat).getByText('haan renew kar do')).toBeInTheDocument();
    expect(within(chat).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    await waitFor(() => expect(calls.read).toHaveLength(1));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a reply' }), 'Theek hai');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.reply[0]?.body).toEqual({ text: 'Theek hai' }));
  });

  it("inserts a quick reply filled for the chat's citizen into the composer, to edit before sending", async () => {
    const calls = answerInbox(aConversation({ unread_count: 0 }), [aMessage({})]);
    renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Quick reply' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bima yaad (Hindi)' }));
    const composer = screen.getByRole('textbox', { name: 'Write a reply' });
    expect(composer).toHaveValue('Namaste Ramesh Kumar');
    await userEvent.type(composer, ', kal aaiye');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.reply[0]?.body).toEqual({ text: 'Namaste Ramesh Kumar, kal aaiye' }));
  });

  it('says why only a template can be sent after the 24-hour window, and sends it with its parameters', async () => {
    const calls = answerInbox(aConversation({ window_open: false, unread_count: 0 }), [aMessage({})]);
    renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
    expect(await screen.findByText(/more than 24 hours ago/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a reply' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'renewal_followup (hi)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Parameter 1' }), 'Ramesh');
    await userEvent.type(screen.getByRole('textbox', { name: 'Parameter 2' }), 'Insurance');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.reply[0]?.body).toEqual({ template: 'renewal_followup', params: ['Ramesh', 'Insurance'] }));
  });

  it('offers Create profile for a number no profile has, and shows a failed file fetch', async () => {
    answerInbox(aConversation({ citizens: [], profile_name: 'Unknown Sender' }), [
      aMessage({ type: 'document', text: null, media: { mime: 'application/pdf', filename: 'policy.pdf', file_path: null, file_url: null, error: 'WhatsApp API 404 for the media id' } }),
    ]);
    renderPage(<InboxPage />, { path: '/inbox/7', route: '/inbox/:id' });
    expect(await screen.findByRole('button', { name: 'Create profile' })).toBeInTheDocument();
    expect(await screen.findByText('The file could not be fetched: WhatsApp API 404 for the media id')).toBeInTheDocument();
  });
});
