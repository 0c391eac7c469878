import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from '../../test/fakeApiServer';

const fake = setupFakeApi();
const listCalls = () => fake.api.requests.filter((request) => request.method === 'GET' && request.path === '/citizens');

describe('CitizenList', () => {
  it('shows the citizens with their profile type, counts and the paging text', async () => {
    fake.render('/citizens');
    expect(await screen.findByRole('link', { name: 'Ramesh Sahu' })).toHaveAttribute('href', '/citizens/12');
    expect(screen.getByText('S/o Mohan Sahu')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    const usha = rows.find((row) => within(row).queryByText('Usha User'))!;
    expect(within(usha).getByText('User')).toBeInTheDocument();
    const ramesh = rows.find((row) => within(row).queryByText('Ramesh Sahu'))!;
    expect(within(ramesh).getByText('Citizen')).toBeInTheDocument();
    expect(within(ramesh).getByText('By: Asha Admin')).toBeInTheDocument();
    expect(within(ramesh).getByText('15-02-2025')).toBeInTheDocument();
    expect(within(ramesh).getByText('1 / 0 / 1')).toBeInTheDocument();
    expect(within(usha).getByText('01-04-1990')).toBeInTheDocument();
    expect(within(ramesh).getAllByText('-').length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it("refreshes by hand and says 'Loaded N record(s)'", async () => {
    const user = userEvent.setup();
    fake.render('/citizens');
    await screen.findByText('Ramesh Sahu');
    const before = listCalls().length;
    await user.click(screen.getByRole('button', { name: 'Refresh list' }));
    expect(await screen.findByText('Loaded 2 record(s)')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(before + 1);
  });

  it('says "more than" when the server counted a broad search only up to a bound, in Indian digit groups', async () => {
    fake.server.use(
      http.get('/api/citizens', () =>
        HttpResponse.json({
          data: [{ id: 12, name: 'Ramesh Sahu', mobile: '9876543210', relation_type: null, relation_name: null, email: null, dob: null, address: null, state: null, city: null }],
          meta: { current_page: 1, last_page: 100, per_page: 10, from: 1, to: 1, total: 100000, total_is_lower_bound: true },
        }),
      ),
    );
    fake.render('/citizens');
    expect(await screen.findByText('Showing 1–1 of more than 1,00,000')).toBeInTheDocument();
  });

  it('applies the filters on Search only, keeps them in the URL, and Reset clears them', async () => {
    const user = userEvent.setup();
    let location = { pathname: '', search: '' };
    fake.render('/citizens', 'admin', (next) => (location = next));
    await screen.findByText('Ramesh Sahu');
    await user.type(screen.getByLabelText("Name, father's name or email"), 'mohan');
    await user.type(screen.getByLabelText('Mobile'), '98765');
    expect(listCalls().every((call) => !call.query.has('q'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The old rows give way to the loading bar before the search's request goes out: wait for the request itself.
    await waitFor(() => expect(listCalls().at(-1)!.query.get('q')).toBe('mohan'));
    await waitFor(() => expect(screen.queryByText('Usha User')).not.toBeInTheDocument());
    const searched = listCalls().at(-1)!;
    expect(searched.query.get('mobile')).toBe('98765');
    expect(searched.query.get('page')).toBe('1');
    expect(searched.query.get('per_page')).toBe('10');
    expect(decodeURIComponent(location.search)).toContain('"q":"mohan"');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Usha User')).toBeInTheDocument();
    // The unfiltered page may show from react-query's cache before its refetch goes out.
    await waitFor(() => expect(listCalls().at(-1)!.query.has('q')).toBe(false));
    expect(screen.getByLabelText("Name, father's name or email")).toHaveValue('');
  });

  it('reads filters and page size from a bookmarked URL and changes the page size', async () => {
    const user = userEvent.setup();
    fake.render(`/citizens?filter=${encodeURIComponent('{"q":"usha"}')}&perPage=25`);
    expect(await screen.findByText('Usha User')).toBeInTheDocument();
    expect(screen.queryByText('Ramesh Sahu')).not.toBeInTheDocument();
    expect(screen.getByLabelText("Name, father's name or email")).toHaveValue('usha');
    expect(listCalls().at(-1)!.query.get('per_page')).toBe('25');

    await user.click(screen.getByLabelText('Per page'));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(listCalls().at(-1)!.query.get('per_page')).toBe('100'));
  });

  it('reads "No records" when nothing matches', async () => {
    fake.render(`/citizens?filter=${encodeURIComponent('{"q":"nobody"}')}`);
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it.each([
    ['admin', { edit: true, delete: true, report: true, backup: true }],
    ['manager', { edit: true, delete: false, report: true, backup: false }],
    ['user', { edit: false, delete: false, report: false, backup: false }],
  ] as const)('shows the buttons of the %s role', async (role, visible) => {
    fake.render('/citizens', role);
    await screen.findByText('Ramesh Sahu');
    expect(screen.getByRole('link', { name: '+ New Profile' })).toBeInTheDocument();
    expect(!!screen.queryByRole('link', { name: 'Expiry Report' })).toBe(visible.report);
    expect(!!screen.queryByRole('button', { name: 'Backup & Download DB' })).toBe(visible.backup);
    expect(screen.queryAllByRole('button', { name: 'Edit' }).length > 0).toBe(visible.edit);
    expect(screen.queryAllByRole('button', { name: 'Delete' }).length > 0).toBe(visible.delete);
  });

  it('deletes a citizen after the confirmation naming them', async () => {
    const user = userEvent.setup();
    fake.render('/citizens');
    const row = (await screen.findByText('Ramesh Sahu')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the profile for "Ramesh Sahu"? An admin can restore it from the Audit Trail.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Citizen deleted Ramesh Sahu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ramesh Sahu')).not.toBeInTheDocument());
    expect(fake.api.db.citizens.map((citizen) => citizen.id)).toEqual([11]);
  });

  it('asks before a backup and reports a failed download', async () => {
    const user = userEvent.setup();
    fake.render('/citizens');
    await user.click(await screen.findByRole('button', { name: 'Backup & Download DB' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This will generate a full database backup and start the download. Continue?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Backup download failed. Please check the logs.')).toBeInTheDocument();
  });
});
