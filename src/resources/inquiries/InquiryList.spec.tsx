import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { anInquiry, pageOf } from '../../test/desk';
import { expectToast } from '../../test/expectations';
import * as stories from './InquiryList.stories';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

useApiServer();
const { Staff, Phone } = composeStories(stories, preview);

/** Answers the CSV download with one row; the status asked for by each download, in order. */
const answerExports = () => {
  const statuses: (string | null)[] = [];
  apiServer.use(
    http.get('/api/admin/document-inquiries/export', ({ request }) => {
      statuses.push(new URL(request.url).searchParams.get('status'));
      return new HttpResponse('\uFEFFID,Name\n9,Ravi Sahu\n', { headers: { 'content-type': 'text/csv' } });
    }),
  );
  return statuses;
};

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(text))!;

describe('InquiryList', () => {
  beforeEach(() => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'admin' }));
    saveAs.mockClear();
  });

  it('shows the inquiries', async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry(), anInquiry({ id: 10, name: 'Geeta Nag', vehicle_no: null, status: 'resolved' })]));
    render(<Staff />);
    const row = await screen.findByText('Ravi Sahu').then(() => rowOf('Ravi Sahu'));
    expect(within(row).getByText('DI-2025-000009')).toBeInTheDocument();
    expect(within(row).getByText('CG04AB1234')).toBeInTheDocument();
    expect(within(row).getByText('Insurance, PUCC')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark as New' })).toBeDisabled();
    expect(within(rowOf('Geeta Nag')).getByText('-')).toBeInTheDocument();
  });

  it('reaches every page, not only the first 10', async () => {
    const total = 250;
    apiServer.use(
      http.get('/api/admin/document-inquiries', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(pageOf([anInquiry({ name: `Inquirer of page ${page}` })], { page, total }));
      }),
    );
    render(<Staff />);
    await screen.findByText('Inquirer of page 1');
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to page 25' }));
    expect(await screen.findByText('Inquirer of page 25')).toBeInTheDocument();
    expect(screen.getByText('Showing 241–241 of 250')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to previous page' }));
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to page 22' }));
    await screen.findByText('Inquirer of page 22');
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Inquirer of page 23')).toBeInTheDocument();
  });

  it('shows each inquiry as a card with its status buttons on a phone', async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    render(<Phone />);
    const card = await screen.findByRole('article');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Ravi Sahu')).toBeInTheDocument();
    expect(within(card).getByText('CG04AB1234')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as Resolved' })).toBeEnabled();
  });

  it("sets a status and says 'Inquiry marked as {status}.'", async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    const calls = answer('patch', '/admin/document-inquiries/9/status', anInquiry({ status: 'resolved' }));
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Resolved' }));
    await expectToast('Inquiry marked as resolved.');
    expect(calls[0].body).toEqual({ status: 'resolved' });
  });

  it('downloads the CSV of the filtered list', async () => {
    const lists = answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    const exports = answerExports();
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Contacted' }));
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(exports).toEqual(['contacted']);
    expect(saveAs.mock.calls[0][1]).toBe('document-inquiries-contacted.csv');
    expect(await saveAs.mock.calls[0][0].text()).toContain('9,Ravi Sahu');
  });

  it('downloads the filter the list shows even when Download follows the choice at once', async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    const exports = answerExports();
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Resolved' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Resolved');
    expect(exports).toEqual(['resolved']);
  });

  it("says 'Failed to export data. Please try again.' when the download fails", async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    answer('get', '/admin/document-inquiries/export', {}, 500);
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await expectToast('Failed to export data. Please try again.');
    expect(saveAs).not.toHaveBeenCalled();
  });

  it('shows the bytes received while the CSV downloads, and Cancel stops it without saving', async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    let aborted = false;
    apiServer.use(
      http.get('/api/admin/document-inquiries/export', ({ request }) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`ID,Name\n${'9,Ravi Sahu\n'.repeat(400)}`));
            request.signal.addEventListener('abort', () => (aborted = true));
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/csv' } });
      }),
    );
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloading: 5 kB received')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expectToast('Download cancelled.');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(saveAs).not.toHaveBeenCalled();
    await waitFor(() => expect(aborted).toBe(true));
  });

  it('downloads what the search found: the CSV asks for the same term', async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    const queries: URLSearchParams[] = [];
    apiServer.use(
      http.get('/api/admin/document-inquiries/export', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return new HttpResponse('ID\n9\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by reference, name, mobile or vehicle number' }), 'ravi{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(queries[0].get('q')).toBe('ravi');
  });

  it("says 'Failed to load inquiries.' when the list fails", async () => {
    answer('get', '/admin/document-inquiries', {}, 500);
    render(<Staff />);
    await expectToast('Failed to load inquiries.');
  });
});
