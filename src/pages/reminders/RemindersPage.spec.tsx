import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { answer, aUser, useApiServer } from '../../test/api';
import { expectToast } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { RemindersPage } from './RemindersPage';

useApiServer();

const DIGEST = {
  mobile: '9827012345',
  language: 'en',
  citizens: [{ id: 1, name: 'Ramesh Sahu' }, { id: 2, name: 'Mohan Sahu' }],
  documents: [
    { doc_type: 'insurance', record_id: 5, citizen_id: 1, identifier: 'CG04AB1234', vehicle_no: 'CG04AB1234', expiry_date: '2031-04-09', window: 30 },
    { doc_type: 'dl', record_id: 6, citizen_id: 2, identifier: 'CG0420190001234', vehicle_no: null, expiry_date: '2031-03-09', window: -1 },
  ],
  text: 'Reminder: documents due for renewal\n• Ramesh Sahu: vehicle insurance CG04AB1234 expires on 09-04-2031',
};
const STATUSES = { queued: 0, sending: 0, sent: 1, delivered: 2, read: 0, failed: 0 };
const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 10, from: data.length ? 1 : null, to: data.length || null, total: data.length } });

/** The API of the page for a role: tomorrow's and today's previews, a run with its digests. */
function answers(role: 'admin' | 'manager') {
  answer('get', '/me', aUser({ role }));
  answer('get', '/reminders/preview', { data: [DIGEST], meta: { messages: 1, documents: 2 } });
  answer('get', '/reminders/runs', page([{ run_date: '2031-03-10', started_at: '2031-03-10T03:30:00Z', finished_at: '2031-03-10T03:30:02Z', messages: 3, documents: 4, statuses: STATUSES }]));
  answer('get', '/reminders/digests', page([{ id: 9, mobile: '9827012345', status: 'delivered', text: DIGEST.text, error: null, created_at: '2031-03-10T03:30:01Z', run_date: '2031-03-10', documents: 2 }]));
}

describe('the reminders page', { timeout: 20_000 }, () => {
  beforeEach(() => tokenStore.set('a-token'));

  it("shows tomorrow's digests with their documents and text, and the history with delivery statuses", async () => {
    answers('manager');
    renderPage(<RemindersPage />, { path: '/reminders' });
    const row = (await screen.findByText('Ramesh Sahu, Mohan Sahu')).closest('tr')!;
    expect(row).toHaveTextContent('Insurance CG04AB1234 · 09-04-2031 (30 days left)');
    expect(row).toHaveTextContent('Driving License CG0420190001234 · 09-03-2031 (expired yesterday)');
    expect(screen.getByText('1 message, 2 documents')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Message to 9827012345' }));
    expect(await screen.findByRole('dialog', { name: 'Message to 9827012345' })).toHaveTextContent('Ramesh Sahu: vehicle insurance CG04AB1234');
    expect(screen.getByText('Delivered: 2')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reminders now' })).not.toBeInTheDocument();
  });

  it('lets an admin send today\'s reminders after a confirmation naming the count', async () => {
    answers('admin');
    const runs = answer('post', '/reminders/run', { queued: 1, documents: 2 });
    renderPage(<RemindersPage />, { path: '/reminders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reminders now' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent("Send today's 1 reminder message now?");
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectToast('1 reminder message queued');
    expect(runs).toHaveLength(1);
  });
});
