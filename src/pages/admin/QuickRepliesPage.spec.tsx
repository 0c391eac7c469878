import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, useApiServer } from '../../test/api';
import { expectToast } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { QuickRepliesPage } from './QuickRepliesPage';

useApiServer();

const REPLY = { id: 3, language: 'hi', title: 'Bima yaad', body: 'Namaste {name}, {vehicle} ka bima {expiry} ko khatam hoga.' };

function renderQuickReplies(replies: object[]) {
  tokenStore.set('token');
  answer('get', '/me', aUser({ role: 'admin' }));
  answer('get', '/quick-replies', { data: replies });
  renderPage(<QuickRepliesPage />, { path: '/admin/quick-replies' });
}

describe('Quick replies screen', { timeout: 30_000 }, () => {
  it('adds a Hindi quick reply with placeholders', async () => {
    renderQuickReplies([]);
    expect(await screen.findByText('No quick replies yet.')).toBeInTheDocument();
    const calls = answer('post', '/quick-replies', { data: REPLY }, 201);
    await userEvent.click(screen.getByRole('button', { name: 'Add quick reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add quick reply' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hindi' }));
    await userEvent.type(within(dialog).getByLabelText(/Title/), REPLY.title);
    await userEvent.type(within(dialog).getByLabelText(/Text/), REPLY.body.replace(/[{[]/g, '$&$&'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectToast('Quick reply added. Bima yaad');
    expect(calls[0].body).toEqual({ language: 'hi', title: REPLY.title, body: REPLY.body });
  });

  it('lists, edits and deletes', async () => {
    renderQuickReplies([REPLY]);
    const list = await screen.findByRole('list', { name: 'Quick replies' });
    expect(await within(list).findByText(REPLY.body)).toBeInTheDocument();
    const put = answer('put', '/quick-replies/3', { data: { ...REPLY, title: 'Bima' } });
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Bima yaad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    await userEvent.clear(within(dialog).getByLabelText(/Title/));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Bima');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put[0]?.body).toEqual({ ...REPLY, id: undefined, title: 'Bima' }));
    const removed = answer('delete', '/quick-replies/3', { message: 'Quick reply deleted.' });
    await userEvent.click(within(list).getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the quick reply Bima yaad?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(removed).toHaveLength(1));
    await expectToast('Quick reply deleted. Bima yaad');
  });
});
