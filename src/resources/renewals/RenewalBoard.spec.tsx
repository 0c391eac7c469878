import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenewalStatus } from '../../../common/renewals';
import type { RenewalRow } from '../../dataProvider/renewals';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { PhoneMedia } from '../../test/asPhone';
import { renderPage } from '../../test/render';
import { RenewalBoard } from './RenewalBoard';

useApiServer();

const COUNTS = { due: 12, contacted: 3, renewed: 5, lost: 1 };
const aRenewal = (id: number, status: RenewalStatus, extra: Partial<RenewalRow> = {}): RenewalRow => ({
  id, doc_type: 'insurance', record_id: id * 10, citizen_id: id * 100, vehicle_id: 7, branch_id: 3, owner_name: `Owner ${id}`,
  owner_mobile: '9876543210', identifier: `CG04AB${1000 + id}`, expiry_date: '2026-12-20', status, assignee_id: null, assignee: null,
  notes_count: 0, earned: null, lost_reason: null, renewed_by_record_id: null, last_reply: null, ...extra,
});
const ROWS: Record<RenewalStatus, RenewalRow[]> = {
  due: [aRenewal(1, 'due', { last_reply: { at: new Date(Date.now() - 2 * 3_600_000 - 60_000).toISOString(), text: 'haan renew kar do' } }), aRenewal(2, 'due')],
  contacted: [aRenewal(3, 'contacted', { assignee_id: 5, assignee: { id: 5, name: 'Meena Manager' } })],
  renewed: [aRenewal(4, 'renewed', { earned: 1500 })],
  lost: [aRenewal(5, 'lost', { lost_reason: 'Sold the vehicle' })],
};

/** Answers the board's lists by status, recording each query. */
function answerBoard() {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/renewals', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const rows = ROWS[query.get('status') as RenewalStatus];
      return HttpResponse.json({ data: rows, meta: { current_page: 1, last_page: 1, per_page: 25, from: 1, to: rows.length, total: COUNTS[query.get('status') as RenewalStatus], counts: COUNTS } });
    }),
  );
  return queries;
}

beforeEach(() => {
  tokenStore.set('token');
  answer('get', '/me', aUser({ id: 9, role: 'admin' }));
  answer('get', '/admin/branches', { data: [{ id: 3, name: 'Durg Office' }] });
  const staff = { admin: { id: 9, name: 'Asha Admin', branch_id: null }, manager: { id: 5, name: 'Meena Manager', branch_id: 3 } };
  apiServer.use(
    http.get('/api/admin/users', ({ request }) => {
      const member = staff[new URL(request.url).searchParams.get('role') as keyof typeof staff];
      return HttpResponse.json({ data: [member], meta: { current_page: 1, last_page: 1, per_page: 1000, from: 1, to: 1, total: 1 } });
    }),
  );
});

/** The board on a phone, at `path`. */
const renderPhoneBoard = (path: string) =>
  renderPage(
    <PhoneMedia>
      <RenewalBoard />
    </PhoneMedia>,
    { path },
  );

const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

describe('the renewals board', { timeout: 60_000 }, () => {
  it("shows the owner's last WhatsApp reply on an open card, beside Mark contacted", async () => {
    answerBoard();
    renderPage(<RenewalBoard />, { path: '/renewals' });
    await waitFor(() => expect(card('Owner 1')).toHaveTextContent("Replied 2 h ago: 'haan renew kar do'"));
    expect(within(card('Owner 1')).getByRole('button', { name: 'Mark contacted' })).toBeInTheDocument();
    expect(card('Owner 2')).not.toHaveTextContent('Replied');
  });

  it('shows a column per status with its count, and each card with its owner, document and actions', async () => {
    answerBoard();
    renderPage(<RenewalBoard />, { path: '/renewals' });
    for (const label of ['Due (12)', 'Contacted (3)', 'Renewed (5)', 'Lost (1)']) expect(await screen.findByRole('region', { name: label })).toBeInTheDocument();
    await screen.findByText('Owner 1');
    expect(within(card('Owner 1')).getByText('Insurance · CG04AB1001')).toBeInTheDocument();
    expect(within(card('Owner 1')).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(card('Owner 3')).getByText('Assigned to Meena Manager')).toBeInTheDocument();
    expect(within(card('Owner 4')).getByText('Earned ₹1,500.00')).toBeInTheDocument();
    expect(within(card('Owner 5')).getByText('Lost: Sold the vehicle')).toBeInTheDocument();
  });

  it('loads a column 25 more at a time past its first page, its counts grouped the Indian way', async () => {
    const queries: URLSearchParams[] = [];
    const counts = { due: 1771, contacted: 0, renewed: 0, lost: 0 };
    apiServer.use(
      http.get('/api/renewals', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const page = Number(query.get('page'));
        const rows = query.get('status') === 'due' ? Array.from({ length: 25 }, (_, i) => aRenewal(page * 100 + i, 'due')) : [];
        const total = counts[query.get('status') as RenewalStatus];
        return HttpResponse.json({ data: rows, meta: { current_page: page, last_page: Math.ceil(total / 25) || 1, per_page: 25, from: 1, to: rows.length, total, counts } });
      }),
    );
    renderPage(<RenewalBoard />, { path: '/renewals' });
    const due = await screen.findByRole('region', { name: 'Due (1,771)' });
    expect(await within(due).findByText('Showing 25 of 1,771.')).toBeInTheDocument();
    expect(within(due).queryByText('Owner 200')).not.toBeInTheDocument();
    await userEvent.click(within(due).getByRole('button', { name: 'Load 25 more' }));
    expect(await within(due).findByText('Owner 224')).toBeInTheDocument();
    expect(within(due).getByText('Owner 100')).toBeInTheDocument();
    expect(within(due).getByText('Showing 50 of 1,771.')).toBeInTheDocument();
    expect(queries.some((query) => query.get('status') === 'due' && query.get('page') === '2')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Lost (0)' })).queryByRole('button', { name: /Load/ })).not.toBeInTheDocument();
  });

  it('takes its filters from the address and searches by owner, mobile, vehicle or document number', async () => {
    const queries = answerBoard();
    renderPage(<RenewalBoard />, { path: '/renewals?doc_type=pucc&q=sahu&overdue=true' });
    const box = await screen.findByRole('textbox', { name: 'Owner, mobile, vehicle or document No.' });
    expect(box).toHaveValue('sahu');
    expect(screen.getByLabelText('Overdue only')).toBeChecked();
    await waitFor(() => expect(queries.some((query) => query.get('q') === 'sahu' && query.get('doc_type') === 'pucc' && query.get('overdue') === 'true')).toBe(true));
    await userEvent.clear(box);
    await userEvent.type(box, 'CG04 AB 1234{Enter}');
    await waitFor(() => expect(queries.some((query) => query.get('q') === 'CG04 AB 1234' && query.get('doc_type') === 'pucc')).toBe(true));
    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBeNull());
  });

  it('filters to the renewals whose owner replied on WhatsApp since the last reminder, kept in the address', async () => {
    const queries = answerBoard();
    renderPage(<RenewalBoard />, { path: '/renewals' });
    await userEvent.click(await screen.findByLabelText('Replied since the last reminder'));
    await waitFor(() => expect(queries.some((query) => query.get('replied') === 'true')).toBe(true));
    expect(screen.getByLabelText('Replied since the last reminder')).toBeChecked();
  });

  it('marks a renewal contacted, and asks the reason of a lost one', async () => {
    answerBoard();
    const patches = answer('patch', '/renewals/1', aRenewal(1, 'contacted'));
    renderPage(<RenewalBoard />, { path: '/renewals' });
    await screen.findByText('Owner 1');
    await userEvent.click(within(card('Owner 1')).getByRole('button', { name: 'Mark contacted' }));
    await waitFor(() => expect(patches.map((call) => call.body)).toEqual([{ status: 'contacted' }]));
    await userEvent.click(within(card('Owner 1')).getByRole('button', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renewal lost' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Renewed elsewhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches.at(-1)?.body).toEqual({ lost_reason: 'Renewed elsewhere', status: 'lost' }));
  });

  it('shows the notes and history of a renewal and adds a note', async () => {
    answerBoard();
    answer('get', '/renewals/1', {
      ...aRenewal(1, 'contacted'),
      notes: [{ id: 1, text: 'Will call back Monday', author: { id: 9, name: 'Asha Admin' }, created_at: '2026-11-20T05:30:00Z' }],
      history: [
        { at: '2026-11-20T05:00:00Z', actor: null, before: { status: 'due' }, after: { status: 'contacted' }, names: {} },
        { at: '2026-11-20T06:00:00Z', actor: { id: 9, name: 'Asha Admin' }, before: { assignee_id: null }, after: { assignee_id: 5 }, names: { assignee_id: [null, 'Meena Manager'] } },
        { at: '2026-11-20T07:00:00Z', actor: { id: 9, name: 'Asha Admin' }, before: { status: 'contacted', earned: null }, after: { status: 'renewed', earned: 125000 }, names: {} },
      ],
    });
    const notes = answer('post', '/renewals/1/notes', { id: 2, text: 'Paid', author: null, created_at: '2026-11-21T05:30:00Z' }, 201);
    renderPage(<RenewalBoard />, { path: '/renewals' });
    await screen.findByText('Owner 1');
    await userEvent.click(within(card('Owner 1')).getByRole('button', { name: 'Notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notes – Owner 1' });
    expect(await within(dialog).findByText('Will call back Monday')).toBeInTheDocument();
    expect(within(dialog).getByText('Status: Due → Contacted')).toBeInTheDocument();
    expect(within(dialog).getByText('Assignee: - → Meena Manager')).toBeInTheDocument();
    expect(within(dialog).getByText('Status: Contacted → Renewed, Earned: - → ₹1,25,000.00')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New note' }), 'Paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(notes.map((call) => call.body)).toEqual([{ text: 'Paid' }]));
  });

  it('assigns the selected renewals together', async () => {
    answerBoard();
    const assigned = answer('post', '/renewals/assign', { updated: 2 });
    renderPage(<RenewalBoard />, { path: '/renewals' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Owner 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Owner 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Assign selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign renewals' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Assignee' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meena Manager' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(assigned.map((call) => call.body)).toEqual([{ ids: [1, 2], assignee_id: 5 }]));
  });

  it('filters by document type, and on a phone shows the statuses as tabs', async () => {
    const queries = answerBoard();
    renderPhoneBoard('/renewals');
    expect(await screen.findByRole('tab', { name: 'Due (12)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Lost (1)' }));
    expect(await screen.findByText('Owner 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Document Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'PUCC' }));
    await waitFor(() => expect(queries.some((query) => query.get('doc_type') === 'pucc' && query.get('status') === 'lost')).toBe(true));
  });

  it('keeps a tab tapped just before a search is sent, before the board has drawn the tab', async () => {
    const queries = answerBoard();
    renderPhoneBoard('/renewals?tab=contacted');
    expect(await screen.findByText('Owner 3')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Owner, mobile, vehicle or document No.' }), 'sahu');
    act(() => {
      fireEvent.click(screen.getByRole('tab', { name: /^Lost/ }));
      fireEvent.submit(screen.getByRole('search'));
    });
    expect(await screen.findByText('Owner 5')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Lost/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(queries.some((query) => query.get('q') === 'sahu' && query.get('status') === 'lost')).toBe(true));
  });

  it("opens a phone's board on the tab the address names", async () => {
    answerBoard();
    renderPhoneBoard('/renewals?tab=contacted&q=owner');
    expect(await screen.findByRole('tab', { name: 'Contacted (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Owner 3')).toBeInTheDocument();
  });
});
