import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupFakeApi } from '../../test/fakeApiServer';
import { renderCitizensSignedOut } from '../../test/TestApp';

const fake = setupFakeApi();

describe('CitizenShow', () => {
  it('shows the profile, the counts and the learner licences first', async () => {
    fake.render('/citizens/12');
    expect(await screen.findByText('Ramesh Sahu')).toBeInTheDocument();
    expect(screen.getByText('S/o Mohan Sahu')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('LL: 1')).toBeInTheDocument();
    expect(screen.getByText('DL: 0')).toBeInTheDocument();
    expect(screen.getByText('Vehicles: 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Learner Licenses', selected: true })).toBeInTheDocument();
    const row = (await screen.findByText('CG07L2024001')).closest('tr')!;
    expect(within(row).getByText('15-01-2024')).toBeInTheDocument();
    expect(within(row).getByText('Expired on 13-07-2024').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(row).getByText('MCWG, LMV')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/storage/ll/a.pdf?signature=x');
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['admin', { edit: true, delete: true }],
    ['manager', { edit: true, delete: false }],
  ] as const)('shows the header buttons of the %s role', async (role, visible) => {
    fake.render('/citizens/12', role);
    const header = within(await screen.findByRole('group', { name: 'Profile actions' }));
    expect(header.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/citizens');
    expect(header.getByRole('link', { name: 'Check Expiries' })).toHaveAttribute('href', '/citizens/12/expired');
    expect(header.getByRole('button', { name: 'Calendar (.ics)' })).toBeInTheDocument();
    expect(!!header.queryByRole('button', { name: 'Send Message' })).toBe(visible.edit);
    expect(!!header.queryByRole('button', { name: 'Delete' })).toBe(visible.delete);
  });

  it('lets a user edit their own profile but not delete it', async () => {
    fake.render('/citizens/11', 'user');
    const header = within(await screen.findByRole('group', { name: 'Profile actions' }));
    expect(header.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Check Expiries' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Calendar (.ics)' })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add LL' })).toBeInTheDocument();
  });

  it('keeps the open tab in the URL', async () => {
    const user = userEvent.setup();
    let search = '';
    fake.render('/citizens/12', 'admin', (location) => (search = location.search));
    await user.click(await screen.findByRole('tab', { name: 'Vehicles' }));
    expect(await screen.findByText('CG07AB1234')).toBeInTheDocument();
    expect(search).toBe('?tab=vehicles');
  });

  it("shows staff the History tab with the citizen's entries and their diffs", async () => {
    const user = userEvent.setup();
    const entry = {
      id: 5, entity: 'vehicle', entity_id: 3, action: 'update', actor: { id: 1, name: 'Anil Manager' }, at: '2026-11-20T05:30:00.000Z',
      changes: { make_model: ['Swift', 'Dzire'] }, entity_name: 'CG04AB1234', names: {}, restorable: false,
    };
    fake.server.use(http.get('/api/citizens/:id/history', () => HttpResponse.json({ data: [entry], meta: { current_page: 1, per_page: 25, from: 1, to: 1, has_next_page: false } })));
    fake.render('/citizens/12', 'manager');
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const row = (await screen.findByText('Vehicle: CG04AB1234')).closest('tr')!;
    expect(within(row).getByText('Changed')).toBeInTheDocument();
    expect(within(row).getByText('Make / Model')).toBeInTheDocument();
    expect(within(row).getByText('Swift').tagName).toBe('DEL');
    expect(within(row).getByText('Dzire').tagName).toBe('INS');
    expect(within(row).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it('offers a user no History tab, even asked for in the URL', async () => {
    fake.render('/citizens/11?tab=history', 'user');
    expect(await screen.findByRole('tab', { name: 'Learner Licenses', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  });

  it('answers a failed message with the fallback or the server message', async () => {
    const user = userEvent.setup();
    fake.server.use(http.post('/api/citizens/:id/send-message', () => HttpResponse.json({}, { status: 500 })));
    fake.render('/citizens/12');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Message/), 'Your PUCC expires soon.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send message.');
  });

  it('sends a message, names the citizen and offers the wa.me link; the Messages tab lists it', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText(/Message/), 'Hello & welcome');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Message sent to Ramesh Sahu.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Open in WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919876543210?text=Hello%20%26%20welcome');
    expect(dialog.getByRole('link', { name: 'Open in WhatsApp' })).toHaveAttribute('target', '_blank');
    expect(fake.api.requests.find((request) => request.path === '/citizens/12/send-message')?.body).toEqual({ message: 'Hello & welcome' });
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[2]?.textContent)).toEqual(['Hello & welcome', 'Please renew your insurance.', 'Your RC is ready for pickup.']);
    expect(within(rows[0]).getByText('Queued')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]).getByText('WhatsApp API 400: Recipient not on WhatsApp')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Read')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Asha Admin')).toBeInTheDocument();
  });

  it('shows the LL expiry notice and the phone, sends it once confirmed, then shows when it was sent; reports a failure', async () => {
    const user = userEvent.setup();
    fake.render('/citizens/12');
    const row = (await screen.findByText('CG07L2024001')).closest('tr')!;
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent('-');
    await user.click(within(row).getByRole('button', { name: 'Notify' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send expiry notice' }));
    expect(await dialog.findByText('Dear Ramesh Sahu, your Learner License CG07L2024001 expired on 2024-07-13.')).toBeInTheDocument();
    expect(dialog.getByText('To Ramesh Sahu (9876543210) by WhatsApp:')).toBeInTheDocument();
    expect(fake.api.requests.filter((request) => request.path === '/ll/21/notify')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to Ramesh Sahu.')).toBeInTheDocument();
    expect(fake.api.requests.filter((request) => request.method === 'POST' && request.path === '/ll/21/notify')).toHaveLength(1);
    expect(fake.api.db.messages.at(-1)).toMatchObject({ citizen_id: 12, body: expect.stringContaining('CG07L2024001') });
    await waitFor(() => expect(within(screen.getByText('CG07L2024001').closest('tr')!).getAllByRole('cell').at(-2)).toHaveTextContent(/\d\d-\d\d-\d{4} \d\d:\d\d/));

    fake.server.use(http.post('/api/ll/:id/notify', () => HttpResponse.json({ message: 'Ramesh Sahu has no valid 10-digit mobile number to message.' }, { status: 422 })));
    await user.click(within(screen.getByText('CG07L2024001').closest('tr')!).getByRole('button', { name: 'Notify' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Ramesh Sahu has no valid 10-digit mobile number to message.')).toBeInTheDocument();
  });

  it('offers no Notify on an LL that a later driving licence has replaced', async () => {
    fake.api.db.ll.push({ ...fake.api.db.ll[0], id: 22, ll_no: 'CG07L2023009', replaced_by_dl: true });
    fake.render('/citizens/12');
    const replaced = (await screen.findByText('CG07L2023009')).closest('tr')!;
    expect(within(replaced).queryByRole('button', { name: 'Notify' })).not.toBeInTheDocument();
    expect(within(replaced).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(screen.getByText('CG07L2024001').closest('tr')!).getByRole('button', { name: 'Notify' })).toBeInTheDocument();
  });

  it('deletes the citizen as admin and returns to the list', async () => {
    const user = userEvent.setup();
    let pathname = '';
    fake.render('/citizens/12', 'admin', (location) => (pathname = location.pathname));
    const header = within(await screen.findByRole('group', { name: 'Profile actions' }));
    await user.click(header.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(pathname).toBe('/citizens'));
    expect(await screen.findByText(/^Citizen profile deleted\./)).toBeInTheDocument();
    expect(fake.api.db.citizens.some((citizen) => citizen.id === 12)).toBe(false);
  });

  it('shows the load failure with a way back to the list', async () => {
    const user = userEvent.setup();
    let pathname = '';
    fake.render('/citizens/999', 'admin', (location) => (pathname = location.pathname));
    expect(await screen.findAllByText('Not found.')).not.toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Back to Citizen Profiles' }));
    await waitFor(() => expect(pathname).toBe('/citizens'));
  });

  it('sends a signed-out visitor to sign in once, keeping the page, before any citizen request', async () => {
    localStorage.removeItem('token');
    let location = '';
    renderCitizensSignedOut('/citizens/99855', (next) => (location = next.pathname + next.search));
    await waitFor(() => expect(location).toBe('/login?redirect=%2Fcitizens%2F99855'));
    expect(fake.api.requests.filter((request) => request.path.startsWith('/citizens'))).toEqual([]);
  });

  it('shows all details with a vehicle filter when there are several vehicles', async () => {
    const user = userEvent.setup();
    fake.api.db.vehicles.push({ id: 32, citizen_id: 12, registration_no: 'CG04ZZ9999', type: 'MCWG', make_model: null, chassis_no: null, engine_no: null, application_no: null });
    fake.render('/citizens/12?tab=all');
    expect(await screen.findByText('Owner Information')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'CG07AB1234' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CG04ZZ9999' })).toBeInTheDocument();
    expect(screen.getByText('₹1,500.50')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Vehicle'));
    await user.click(await screen.findByRole('option', { name: 'CG04ZZ9999' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'CG07AB1234' })).not.toBeInTheDocument());
  });
});
