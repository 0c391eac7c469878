import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../format';
import { answer, apiServer, useApiServer } from '../../test/api';
import { PhoneMedia } from '../../test/asPhone';
import { dateInput, typeDate } from '../../test/dates';
import { expectFailure, expectToast } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { ExpiryReportPage } from './ExpiryReportPage';

useApiServer();

const row = (i: number, expiry: string) => ({
  type: i % 2 ? 'Insurance' : 'Learner License', doc_type: i % 2 ? 'insurance' : 'll', record_id: i, citizen_id: 100 + i, owner_name: `Owner ${i}`,
  owner_mobile: '9876543210', identifier: `CG04AB000${i}`, document_number: i % 2 ? `POL${i}` : `CG04LL${i}`, vehicle_no: i % 2 ? `CG04AB000${i}` : null,
  expiry_date: expiry, full_record: { id: i, vehicle_id: 31, notified_at: i === 2 ? '2026-11-20T04:30:00.000Z' : null },
});
const page = (data: unknown[], meta: Record<string, unknown> = {}) => ({
  data, current_page: 1, last_page: 1, per_page: 15, from: data.length ? 1 : null, to: data.length || null, total: data.length, ...meta,
});

/** Answers GET /reports/expiries with `body` and records each query sent. */
function answerReport(body: unknown, status = 200) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/reports/expiries', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(body as object, { status });
    }),
  );
  return queries;
}
const sent = (query: URLSearchParams) => Object.fromEntries(query.entries());
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const open = (path = '/reports/expiries') => renderPage(<ExpiryReportPage />, { path, route: '/reports/expiries' });

describe('expiry report', () => {
  it('shows each document with its type, own number, vehicle, owner linking to the citizen, expiry and last notice', async () => {
    answerReport(page([row(1, day(-3)), row(2, '2099-03-09')], { total: 2, to: 2 }));
    open();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
    const expired = `Expired on ${dayjs(day(-3)).format('DD-MM-YYYY')}`;
    expect(cells(first).slice(0, 7)).toEqual(['Insurance', 'POL1', 'CG04AB0001', 'Owner 1', '9876543210', expired, '-']);
    expect(within(first).getByText(expired).closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(cells(second).slice(0, 7)).toEqual(['Learner License', 'CG04LL2', '-', 'Owner 2', '9876543210', '09-03-2099Valid', formatDateTime('2026-11-20T04:30:00.000Z')]);
    expect(within(first).getByRole('link', { name: 'Owner 1' })).toHaveAttribute('href', '/citizens/101');
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('names a renewal bought early: the lapsed policy "Renewed from" its start, a policy not started "Starts on" (issue 32)', async () => {
    const lapsed = { ...row(1, day(-1)), starts_on: day(7), full_record: { id: 1, start_date: day(-366), end_date: day(-1) } };
    const first = { ...row(3, day(300)), starts_on: day(5), full_record: { id: 3, start_date: day(5), end_date: day(300) } };
    answerReport(page([lapsed, first], { total: 2, to: 2 }));
    open();
    const table = await screen.findByRole('table');
    const [, lapsedRow, firstRow] = within(table).getAllByRole('row');
    const shown = (offset: number) => dayjs(day(offset)).format('DD-MM-YYYY');
    expect(within(lapsedRow).getByText(`Expired on ${shown(-1)}`)).toBeInTheDocument();
    expect(within(lapsedRow).getByText(`Renewed from ${shown(7)}`)).toBeInTheDocument();
    expect(within(firstRow).getByText(`Starts on ${shown(5)}`)).toBeInTheDocument();
  });

  it('reads the filters and page from the URL', async () => {
    const queries = answerReport(page([row(1, '2026-01-05')]));
    open('/reports/expiries?doc_type=tax&owner_name=ram&page=2');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(sent(queries[0])).toEqual({ doc_type: 'tax', owner_name: 'ram', page: '2' });
    expect(screen.getByRole('textbox', { name: 'Owner Name' })).toHaveValue('ram');
  });

  it("applies 'Next 30 days' at once, and an exact date clears the range", async () => {
    const queries = answerReport(page([row(1, day(3))]));
    open('/reports/expiries?vehicle_no=CG04');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next 30 days' }));
    await waitFor(() => expect(sent(queries.at(-1)!)).toEqual({ vehicle_no: 'CG04', start_date: day(0), end_date: day(30), page: '1' }));
    await typeDate('Exact Date', dayjs(day(5)).format('DD-MM-YYYY'));
    expect(dateInput('From')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent(queries.at(-1)!)).toEqual({ vehicle_no: 'CG04', exact_date: day(5), page: '1' }));
  });

  it("on a phone shows the results first and folds the filters behind 'Filters (N)', N the filters set", async () => {
    const queries = answerReport(page([row(1, day(3))]));
    renderPage(
      <PhoneMedia>
        <ExpiryReportPage />
      </PhoneMedia>,
      { path: '/reports/expiries?doc_type=insurance&owner_name=ram', route: '/reports/expiries' },
    );
    const results = await screen.findByRole('article');
    const filters = screen.getByRole('button', { name: 'Filters (2)' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Owner Name' })).not.toBeInTheDocument();
    await userEvent.click(filters);
    const owner = await screen.findByRole('textbox', { name: 'Owner Name' });
    expect(owner).toHaveValue('ram');
    expect(filters.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.clear(owner);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent(queries.at(-1)!)).toEqual({ doc_type: 'insurance', page: '1' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("on a phone reads just 'Filters' when none is set", async () => {
    answerReport(page([row(1, day(3))]));
    renderPage(
      <PhoneMedia>
        <ExpiryReportPage />
      </PhoneMedia>,
      { path: '/reports/expiries', route: '/reports/expiries' },
    );
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('shows the filters themselves on a desk, with no Filters button', async () => {
    answerReport(page([row(1, day(3))]));
    open('/reports/expiries?doc_type=insurance');
    await screen.findByRole('table');
    expect(screen.getByRole('textbox', { name: 'Owner Name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('upper-cases the vehicle number and sends typed filters with Apply', async () => {
    const queries = answerReport(page([]));
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Vehicle No.' }), 'cg04ab');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent(queries.at(-1)!)).toEqual({ vehicle_no: 'CG04AB', page: '1' }));
    expect(await screen.findByText('No documents match these filters.')).toBeInTheDocument();
  });

  it('says a page beyond the last is empty and goes back to page 1', async () => {
    const queries = answerReport(page([], { current_page: 9, last_page: 2, total: 20 }));
    open('/reports/expiries?page=9');
    expect(await screen.findByText('No records on this page. Go back to page 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 1' }));
    await waitFor(() => expect(sent(queries.at(-1)!)).toEqual({ page: '1' }));
  });

  it('lays out the page buttons as doc2 §9 asks and follows them', async () => {
    const queries = answerReport(page([row(1, day(1))], { current_page: 6, last_page: 12, total: 180, from: 76, to: 90 }));
    open('/reports/expiries?page=6');
    await screen.findByRole('table');
    const buttons = within(screen.getByRole('navigation')).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['', '1', '4', '5', '6', '7', '8', '12', '']);
    await userEvent.click(screen.getByRole('button', { name: '12' }));
    await waitFor(() => expect(sent(queries.at(-1)!)).toEqual({ page: '12' }));
  });

  it("shows a row's expiry notice and its phone with Notify, and sends it once confirmed", async () => {
    answerReport(page([row(1, day(2))]));
    const text = 'Dear Owner 1, your vehicle insurance CG04AB0001 expires on 28-11-2026. Please contact us in time to renew it.';
    const previews = answer('get', '/reports/expiries/notify-preview', { name: 'Owner 1', mobile: '9876543210', text });
    const calls = answer('post', '/reports/expiries/notify', { data: {}, wa_me_url: 'https://wa.me/919876543210' }, 201);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Notify' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send expiry notice' }));
    expect(await dialog.findByText(text)).toBeInTheDocument();
    expect(dialog.getByText('To Owner 1 (9876543210) by WhatsApp:')).toBeInTheDocument();
    expect(sent(previews[0].query)).toEqual({ doc_type: 'insurance', record_id: '1' });
    expect(calls).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expectToast('Message sent to Owner 1.');
    expect(calls.map((call) => call.body)).toEqual([{ doc_type: 'insurance', record_id: 1 }]);
  });

  it('edits a row in the form of its own record type', async () => {
    answerReport(page([row(1, day(-3))]));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Insurance' }));
    expect(dialog.getByRole('region', { name: 'Edit record' })).toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to load expiry report.'", async () => {
    answerReport({}, 500);
    open();
    await expectFailure('Failed to load expiry report.');
  });
});
