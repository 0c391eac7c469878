import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { aServiceRequest, pageOf } from '../../test/desk';
import { expectToast } from '../../test/expectations';
import * as stories from './ServiceRequestList.stories';

useApiServer();
const { Staff } = composeStories(stories, preview);

const visitorRequest = aServiceRequest({ id: 42, category: 'other', services: [], query: 'Permit help', contact_name: 'Mohan Das', user: null, status: 'contacted' });

/** Answers the list, recording each call's query. */
function answerList(rows = [aServiceRequest(), visitorRequest]) {
  const queries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/service-requests', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(pageOf(rows));
    }),
  );
  return queries;
}

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => within(row).queryByText(text))!;

describe('ServiceRequestList', () => {
  beforeEach(() => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'manager' }));
  });

  it('shows category, services by label, query, contact, status and the requesting user', async () => {
    answerList();
    render(<Staff />);
    expect(await screen.findByText('Duplicate DL')).toBeInTheDocument();
    const row = rowOf('Duplicate DL');
    expect(within(row).getByText('SR-2025-000041')).toBeInTheDocument();
    expect(within(row).getByText('Driving License')).toBeInTheDocument();
    expect(within(row).getByText('Renewal of DL')).toBeInTheDocument();
    expect(within(row).getByText('Lost my licence')).toBeInTheDocument();
    expect(within(row).getAllByText('Asha Verma')).toHaveLength(2);
    expect(row.querySelector('.MuiChip-colorWarning')).toHaveTextContent('Pending');
    const visitor = rowOf('Permit help');
    expect(within(visitor).getByText('Other')).toBeInTheDocument();
    expect(within(visitor).getByText('Mohan Das')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('disables the button of the current status', async () => {
    answerList();
    render(<Staff />);
    await screen.findByText('Duplicate DL');
    const row = rowOf('Duplicate DL');
    expect(within(row).getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Mark as Contacted' })).toBeEnabled();
    expect(within(rowOf('Permit help')).getByRole('button', { name: 'Mark as Contacted' })).toBeDisabled();
  });

  it("sets a status, Rejected included, and says 'Request marked as {status}.' with the status's word", async () => {
    answerList();
    const calls = answer('patch', '/service-requests/41/status', aServiceRequest({ status: 'rejected' }));
    render(<Staff />);
    await screen.findByText('Duplicate DL');
    await userEvent.click(within(rowOf('Duplicate DL')).getByRole('button', { name: 'Mark as Rejected' }));
    await expectToast('Request marked as rejected.');
    expect(calls[0].body).toEqual({ status: 'rejected' });
  });

  it('searches by the term typed (on Search) and changes the page size (10, 25, 50, 100)', async () => {
    const queries = answerList();
    render(<Staff />);
    await screen.findByText('Duplicate DL');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by reference, name, mobile or vehicle number' }), 'CG04AB1234{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('CG04AB1234'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Per page' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(queries.at(-1)?.get('per_page')).toBe('50'));
    expect(queries.at(-1)?.get('q')).toBe('CG04AB1234');
  });

  it('shows the loading bar instead of the old rows while another filter loads', async () => {
    let release = () => {};
    apiServer.use(
      http.get('/api/service-requests', async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'completed') await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(pageOf([aServiceRequest()]));
      }),
    );
    render(<Staff />);
    await screen.findByText('Duplicate DL');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Completed' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('Duplicate DL')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Duplicate DL')).toBeInTheDocument();
  });

  it("links a request to the citizen whose mobile it carries, when the server names one", async () => {
    answerList([aServiceRequest({ citizen: { id: 12, name: 'Asha Verma' } }), visitorRequest]);
    render(<Staff />);
    const link = await screen.findByRole('link', { name: 'Citizen: Asha Verma' });
    expect(link).toHaveAttribute('href', '/citizens/12');
    expect(within(rowOf('Permit help')).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update status.' when the change fails", async () => {
    answerList();
    answer('patch', '/service-requests/41/status', {}, 500);
    render(<Staff />);
    await screen.findByText('Duplicate DL');
    await userEvent.click(within(rowOf('Duplicate DL')).getByRole('button', { name: 'Mark as Contacted' }));
    await expectToast('Failed to update status.');
  });

  it('filters by status', async () => {
    const queries = answerList();
    render(<Staff />);
    await screen.findByText('Duplicate DL');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('completed'));
  });

  it("shows 'Failed to load service requests.' when the list fails", async () => {
    answer('get', '/service-requests', {}, 500);
    render(<Staff />);
    await expectToast('Failed to load service requests.');
  });
});
