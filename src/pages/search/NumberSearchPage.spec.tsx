import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { apiServer, useApiServer } from '../../test/api';
import { expectFailure } from '../../test/expectations';
import { renderPage } from '../../test/render';
import { LlSearchPage, VehicleSearchPage } from './NumberSearchPage';

useApiServer();

const meta = (total: number, page = 1, extra = {}) => ({ current_page: page, last_page: Math.ceil(total / 10) || 1, per_page: 10, from: 1, to: 10, total, ...extra });
const vehicle = (id: number) => ({
  id, citizen_id: 5, registration_no: `CG04AB${1000 + id}`, application_no: `VA${id}`, type: 'LMV', make_model: 'Maruti Swift',
  citizen: { name: 'Ramesh Kumar', mobile: '9876543210' },
});

/** Answers GET /api/search/{kind} with `answer(params)`; returns the query strings the page sent. */
function searchApi(kind: string, answer: (params: URLSearchParams) => JsonBodyType, status = 200) {
  const sent: URLSearchParams[] = [];
  apiServer.use(
    http.get(`/api/search/${kind}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      sent.push(params);
      return HttpResponse.json(answer(params), { status });
    }),
  );
  return sent;
}

function open(page: ReactElement, path: string) {
  tokenStore.set('token');
  renderPage(page, { path });
}

async function searchFor(number: string, applicationNo = '') {
  const user = userEvent.setup();
  if (number) await user.type(screen.getByLabelText(/Vehicle Number|LL Number/), number);
  if (applicationNo) await user.type(screen.getByLabelText('Application Number'), applicationNo);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('vehicle search', () => {
  it('sends both fields, shows the count and rows whose citizen links to the citizen, and pages', async () => {
    const sent = searchApi('vehicle', (params) => ({
      data: Array.from({ length: params.get('page') === '2' ? 2 : 10 }, (_, i) => vehicle(i + (params.get('page') === '2' ? 10 : 0))),
      meta: meta(12, Number(params.get('page'))),
    }));
    open(<VehicleSearchPage />, '/search/vehicle');
    expect(screen.getByRole('heading', { name: 'Vehicle Search' })).toBeInTheDocument();
    const user = await searchFor('cg-04 ab', 'va 1');

    expect(await screen.findByText('Found 12 result(s).')).toBeInTheDocument();
    expect(Object.fromEntries(sent[0])).toEqual({ page: '1', per_page: '10', vehicle_no: 'cg-04 ab', application_no: 'va 1' });
    const row = screen.getByText('CG04AB1003').closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ramesh Kumar' })).toHaveAttribute('href', '/citizens/5');
    expect(within(row).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', '/citizens/5');
    expect(within(row).getByText('VA3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('CG04AB1011')).toBeInTheDocument();
    expect(sent.at(-1)!.get('page')).toBe('2');
  });

  it("says 'No results' when nothing matches", async () => {
    searchApi('vehicle', () => ({ data: [], meta: meta(0) }));
    open(<VehicleSearchPage />, '/search/vehicle');
    await searchFor('ZZ99');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the count is only a lower bound', async () => {
    searchApi('vehicle', () => ({ data: [vehicle(1)], meta: meta(60, 1, { total_is_lower_bound: true }) }));
    open(<VehicleSearchPage />, '/search/vehicle');
    await searchFor('CG');
    expect(await screen.findByText('More than 60 found')).toBeInTheDocument();
  });

  it('asks for a number before searching, sending nothing', async () => {
    const sent = searchApi('vehicle', () => ({ data: [], meta: meta(0) }));
    open(<VehicleSearchPage />, '/search/vehicle');
    await searchFor('   ');
    expect(await screen.findByText('Enter the number or the application number.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it.each([
    [500, {}, 'Failed to search'],
    [422, { message: 'The vehicle no field format is invalid.' }, 'The vehicle no field format is invalid.'],
  ])("shows a %i answer %j as '%s'", async (status, body, message) => {
    searchApi('vehicle', () => body, status);
    open(<VehicleSearchPage />, '/search/vehicle');
    await searchFor('CG04');
    await expectFailure(message);
  });
});

describe('LL search', () => {
  it('reads the terms from the address and shows the LL dates', async () => {
    const sent = searchApi('ll', () => ({
      data: [{ id: 1, citizen_id: 7, ll_no: 'CG04/0001234/2024', application_no: null, issue_date: '2024-03-05', expiry_date: '2024-09-03', citizen: { name: 'Sita Devi', mobile: '9123456780' } }],
      meta: meta(1),
    }));
    open(<LlSearchPage />, '/search/ll?application_no=5501');
    expect(await screen.findByText('Found 1 result(s).')).toBeInTheDocument();
    expect(Object.fromEntries(sent[0])).toEqual({ page: '1', per_page: '10', application_no: '5501' });
    expect(screen.getByLabelText('Application Number')).toHaveValue('5501');
    const row = screen.getByText('CG04/0001234/2024').closest('tr')!;
    expect(row).toHaveTextContent('05-03-2024');
    expect(row).toHaveTextContent('03-09-2024');
    await waitFor(() => expect(within(row).getByRole('link', { name: 'Sita Devi' })).toHaveAttribute('href', '/citizens/7'));
  });
});
