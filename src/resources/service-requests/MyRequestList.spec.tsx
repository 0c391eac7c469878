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
import * as stories from './MyRequestList.stories';

useApiServer();
const { Mine, Pending } = composeStories(stories, preview);

const chip = (text: string) => screen.getByText(text).closest('.MuiChip-root');

describe('MyRequestList', () => {
  beforeEach(() => {
    tokenStore.set('token');
    answer('get', '/me', aUser());
  });

  it('shows the own requests with coloured status badges, rejected included', async () => {
    answer('get', '/my-service-requests', pageOf([
      aServiceRequest({ id: 1, status: 'pending', services: ['duplicate_dl'] }),
      aServiceRequest({ id: 2, status: 'completed', category: 'vehicle', services: ['pay_tax'] }),
      aServiceRequest({ id: 3, status: 'rejected', services: ['change_name'] }),
    ]));
    render(<Mine />);
    expect(await screen.findByText('Pay Tax')).toBeInTheDocument();
    expect(chip('Pending')).toHaveClass('MuiChip-colorWarning');
    expect(chip('Completed')).toHaveClass('MuiChip-colorSuccess');
    expect(chip('Rejected')).toHaveClass('MuiChip-colorError');
    expect(screen.getByRole('link', { name: 'Ask For Service' })).toHaveAttribute('href', '/ask-for-service');
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
  });

  it("shows the pending ones when opened from the dashboard's count, and all once the filter is cleared", async () => {
    const statuses: (string | null)[] = [];
    apiServer.use(
      http.get('/api/my-service-requests', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        statuses.push(status);
        return HttpResponse.json(pageOf([aServiceRequest({ query: `Asked for ${status ?? 'all'}` })]));
      }),
    );
    render(<Pending />);
    expect(await screen.findByText('Asked for pending')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All' }));
    expect(await screen.findByText('Asked for all')).toBeInTheDocument();
    expect(statuses).toEqual(['pending', null]);
  });

  it("says none has the status when the filter finds nothing, and 'not asked yet' only without a filter", async () => {
    answer('get', '/my-service-requests', pageOf([]));
    const { unmount } = render(<Pending />);
    expect(await screen.findByText('None of your requests has this status.')).toBeInTheDocument();
    unmount();
    render(<Mine />);
    expect(await screen.findByText('You have not asked for a service yet.')).toBeInTheDocument();
  });

  it('pages through the requests', async () => {
    const pages: (string | null)[] = [];
    apiServer.use(
      http.get('/api/my-service-requests', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        pages.push(page);
        const row = aServiceRequest({ id: Number(page), query: `Request on page ${page}` });
        return HttpResponse.json(pageOf([row], { page: Number(page), perPage: 10, total: 11 }));
      }),
    );
    render(<Mine />);
    expect(await screen.findByText('Request on page 1')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Request on page 2')).toBeInTheDocument();
    await waitFor(() => expect(pages).toContain('2'));
  });

  it("says 'Failed to load your requests.' when the list fails", async () => {
    answer('get', '/my-service-requests', {}, 500);
    render(<Mine />);
    await expectToast('Failed to load your requests.');
  });
});
