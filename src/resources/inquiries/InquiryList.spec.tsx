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

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(text))!;

describe('InquiryList', { timeout: 15_000 }, () => {
  beforeEach(() => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'admin' }));
    saveAs.mockClear();
  });

  it('shows the inquiries and at most the first 10 page buttons', async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry(), anInquiry({ id: 10, name: 'Geeta Nag', vehicle_no: null, status: 'resolved' })], { total: 250 }));
    render(<Staff />);
    const row = await screen.findByText('Ravi Sahu').then(() => rowOf('Ravi Sahu'));
    expect(within(row).getByText('CG04AB1234')).toBeInTheDocument();
    expect(within(row).getByText('Insurance, PUCC')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark as New' })).toBeDisabled();
    expect(within(rowOf('Geeta Nag')).getByText('-')).toBeInTheDocument();
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByRole('button', { name: 'Go to page 10' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Go to page 11' })).not.toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: 'Go to page 25' })).not.toBeInTheDocument();
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
    const exports: (string | null)[] = [];
    const lists = answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    apiServer.use(
      http.get('/api/admin/document-inquiries/export', ({ request }) => {
        exports.push(new URL(request.url).searchParams.get('status'));
        return new HttpResponse('\uFEFFID,Name\n9,Ravi Sahu\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
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

  it("says 'Failed to export data. Please try again.' when the download fails", async () => {
    answer('get', '/admin/document-inquiries', pageOf([anInquiry()]));
    answer('get', '/admin/document-inquiries/export', {}, 500);
    render(<Staff />);
    await screen.findByText('Ravi Sahu');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await expectToast('Failed to export data. Please try again.');
    expect(saveAs).not.toHaveBeenCalled();
  });

  it("says 'Failed to load inquiries.' when the list fails", async () => {
    answer('get', '/admin/document-inquiries', {}, 500);
    render(<Staff />);
    await expectToast('Failed to load inquiries.');
  });
});
