import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { http, HttpResponse } from 'msw';
import { answer, apiServer, aUser, useApiServer } from '../../test/api';
import { expectToast } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { RemindersPage } from './RemindersPage';

useApiServer();

const DIGEST = {
  mobile: '9827012345',
  language: 'en',
  citizens: [{ id: 1, name: 'Ramesh Sahu' }, { id: 2, name: 'Mohan Sahu' }],
  documents: [
    { doc_type: 'insurance', record_id: 5, citizen_id: 1, identifier: 'CG04AB1234', vehicle_no: 'CG04AB1234', expiry_date: '2031-04-09', window: 30, days_left: 30 },
    { doc_type: 'dl', record_id: 6, citizen_id: 2, identifier: 'CG0420190001234', vehicle_no: null, expiry_date: '2031-03-09', window: -1, days_left: -1 },
  ],
  text: 'Reminder: documents due for renewal\n• Ramesh Sahu: vehicle insurance CG04AB1234 expires on 09-04-2031',
};
const STATUSES = { queued: 0, sending: 0, sent: 1, delivered: 2, read: 0, failed: 0 };
const page = <T,>(data: T[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 10, from: data.length ? 1 : null, to: data.length || null, total: data.length } });

/** Today's digest: an insurance caught up a day late (29 days left, for the 30-day window). */
const LATE = {
  ...DIGEST,
  mobile: '9827055555',
  citizens: [{ id: 3, name: 'Late Import' }],
  documents: [{ doc_type: 'insurance', record_id: 7, citizen_id: 3, identifier: 'CG04ZZ0001', vehicle_no: 'CG04ZZ0001', expiry_date: '2031-04-08', window: 30, days_left: 29 }],
};
const QUIET = { from: '21:00', to: '08:00' };
const RUN = { run_date: '2031-03-10', started_at: '2031-03-10T03:30:00Z', finished_at: '2031-03-10T03:30:02Z', messages: 3, documents: 4, statuses: STATUSES, resendable: 0, replies: 2 };

/** The API of the page for a role: today's and tomorrow's (`?date=`) previews, runs with their digests. */
function answers(role: 'admin' | 'manager', { quietHours = QUIET as typeof QUIET | null, runs = [RUN] } = {}) {
  answer('get', '/me', aUser({ role }));
  apiServer.use(
    http.get('/api/reminders/preview', ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.has('date')
          ? { data: [DIGEST], meta: { messages: 1, documents: 2, quiet_hours: quietHours } }
          : { data: [LATE], meta: { messages: 1, documents: 1, quiet_hours: quietHours } },
      ),
    ),
  );
  answer('get', '/reminders/runs', page(runs));
  answer('get', '/reminders/digests', page([{ id: 9, mobile: '9827012345', status: 'delivered', text: DIGEST.text, error: null, created_at: '2031-03-10T03:30:01Z', run_date: '2031-03-10', documents: 2 }]));
}

describe('the reminders page', { timeout: 20_000 }, () => {
  beforeEach(() => tokenStore.set('a-token'));

  it("shows today's digests still to send and tomorrow's, with their documents and text, and the history with delivery statuses", async () => {
    answers('manager');
    renderPage(<RemindersPage />, { path: '/reminders' });
    const row = (await screen.findByText('Ramesh Sahu, Mohan Sahu')).closest('tr')!;
    expect(row).toHaveTextContent('Insurance CG04AB1234 · 09-04-2031 (30 days left)');
    expect(row).toHaveTextContent('Driving License CG0420190001234 · 09-03-2031 (expired yesterday)');
    const tomorrow = screen.getByRole('heading', { name: /^Tomorrow's reminders/ }).parentElement!;
    expect(tomorrow).toHaveTextContent('1 message, 2 documents');
    const today = screen.getByRole('heading', { name: /^Today's reminders/ }).parentElement!;
    expect(today).toHaveTextContent('1 message, 1 document · Not sent yet: what Send reminders now sends.');
    expect(within(today).getByText('Late Import').closest('tr')).toHaveTextContent('Insurance CG04ZZ0001 · 08-04-2031 (29 days left)');
    expect(screen.getByText(/Nothing is sent from 21:00 to 08:00\./)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Message to 9827012345' }));
    expect(await screen.findByRole('dialog', { name: 'Message to 9827012345' })).toHaveTextContent('Ramesh Sahu: vehicle insurance CG04AB1234');
    expect(screen.getByText('Delivered: 2')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    const history = screen.getByText('Delivered: 2').closest('tr')!;
    expect(within(history).getByText('2', { selector: 'td' })).toBeInTheDocument();
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

  it('names no quiet hours when there are none', async () => {
    answers('manager', { quietHours: null });
    renderPage(<RemindersPage />, { path: '/reminders' });
    expect(await screen.findByText(/^Every day one WhatsApp message/)).toBeInTheDocument();
    await screen.findByText('Late Import');
    expect(screen.queryByText(/Nothing is sent/)).not.toBeInTheDocument();
  });

  it('shows a failed run with its count and lets an admin resend it after one confirmation', async () => {
    const failed = { ...RUN, statuses: { ...STATUSES, sent: 0, delivered: 0, failed: 3 }, resendable: 3 };
    answers('admin', { runs: [failed, { ...RUN, run_date: '2031-03-09' }] });
    const resent = answer('post', '/reminders/runs/2031-03-10/resend', { queued: 3 });
    renderPage(<RemindersPage />, { path: '/reminders' });
    const row = (await screen.findByText('Failed: 3')).closest('tr')!;
    expect(screen.getAllByRole('button', { name: 'Resend failed' })).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Resend failed' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Send the 3 failed reminder messages of 10-03-2031 again? Each document stays in one message.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectToast('3 reminder messages queued again');
    expect(resent).toHaveLength(1);
  });

  it('offers a manager no Resend failed', async () => {
    answers('manager', { runs: [{ ...RUN, statuses: { ...STATUSES, failed: 3 }, resendable: 3 }] });
    renderPage(<RemindersPage />, { path: '/reminders' });
    await screen.findByText('Failed: 3');
    expect(screen.queryByRole('button', { name: 'Resend failed' })).not.toBeInTheDocument();
  });
});
