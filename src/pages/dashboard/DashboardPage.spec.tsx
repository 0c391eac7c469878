import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { RouteGuard } from '../../layout/RouteGuard';
import { aUser, answer, useApiServer } from '../../test/api';
import { typeDate } from '../../test/dates';
import { expectFailure, expectFormFailure, expectToast } from '../../test/expectations';
import { pageOf } from '../../test/desk';
import { renderPage } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { MY_PENDING_REQUESTS_PATH } from './UserDashboard';
import { SAMPLE_CHARTS } from './charts/chartData';

useApiServer();

const userStats = { pending_requests_count: 2, ll_count: 1, dl_count: 0, vehicle_count: 3 };
/** The user dashboard's calls: its counts, the own documents expiring soon and the newest request. */
function answerUserDashboard(stats = userStats, expiring: unknown[] = [], requests: unknown[] = []) {
  answer('get', '/dashboard/user-stats', stats);
  answer('get', '/dashboard/expiring-documents', { data: expiring });
  answer('get', '/my-service-requests', pageOf(requests));
}

const newUser = aUser({ name: 'Ravi Sahu', email: null, citizen_id: null, primary_citizen: null });

function openDashboardAs(user: ReturnType<typeof aUser>) {
  tokenStore.set('token');
  answer('get', '/me', user);
  renderPage(
    <RouteGuard>
      <DashboardPage />
    </RouteGuard>,
    { path: '/dashboard' },
  );
}

/** The card showing `label`, as a link (or the card itself when it links nowhere). */
const card = (label: string) => screen.getByText(label).closest('.MuiCard-root') as HTMLElement;

describe('staff dashboard', () => {
  beforeEach(() => answer('get', '/dashboard/charts', SAMPLE_CHARTS));

  it.each([
    ['admin', 'Admin Dashboard'],
    ['manager', 'Manager Dashboard'],
  ] as const)('shows the %s their dashboard (%s) with the three counts', async (role, title) => {
    answer('get', '/dashboard/stats', { pending_requests: 4, total_citizens: 1280, total_users: 37 });
    openDashboardAs(aUser({ role, citizen_id: null, primary_citizen: null }));

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard · Parivahan Desk');
    await waitFor(() => expect(card('Total Citizens')).toHaveTextContent('1,280'));
    const pending = within(card('Pending Service Requests')).getByRole('link');
    expect(new URL(pending.getAttribute('href')!, 'http://app').pathname).toBe('/service-requests');
    expect(JSON.parse(new URL(pending.getAttribute('href')!, 'http://app').searchParams.get('filter')!)).toEqual({ status: 'pending' });
    expect(within(card('Total Citizens')).getByRole('link')).toHaveAttribute('href', '/citizens');
    expect(within(card('Total Users')).getByRole('link')).toHaveAttribute('href', '/admin/users');
    expect(card('Total Users')).toHaveTextContent('37');
    expect(screen.queryByText('Complete Your Profile')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Documents expiring per week (next 12 weeks)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Service requests per status (last 8 weeks)' })).toBeInTheDocument();
  });

  it("shows the server's message or 'Failed to load dashboard data.'", async () => {
    answer('get', '/dashboard/stats', {}, 500);
    openDashboardAs(aUser({ role: 'admin' }));

    // Once, on the page (useDashboardStats).
    await expectFailure('Failed to load dashboard data.');
  });
});

describe('user dashboard', () => {
  it('says the requests it counts are the pending ones and opens My Requests filtered to them', async () => {
    answerUserDashboard(userStats);
    openDashboardAs(aUser());

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Verma!' })).toBeInTheDocument();
    await waitFor(() => expect(card('My Service Requests')).toHaveTextContent(/2\s*pending/));
    const link = within(card('My Service Requests')).getByRole('link');
    expect(new URL(link.getAttribute('href')!, 'http://app').pathname).toBe('/my-requests');
    expect(JSON.parse(new URL(link.getAttribute('href')!, 'http://app').searchParams.get('filter')!)).toEqual({ status: 'pending' });
  });

  it("opens the user's own profile from the licence and vehicle counts, each on its tab", async () => {
    answerUserDashboard(userStats);
    openDashboardAs(aUser());

    await waitFor(() => expect(card('Registered Vehicles')).toHaveTextContent('3'));
    expect(within(card('Learning Licenses')).getByRole('link')).toHaveAttribute('href', '/citizens/12?tab=ll');
    expect(within(card('Driving Licenses')).getByRole('link')).toHaveAttribute('href', '/citizens/12?tab=dl');
    expect(within(card('Registered Vehicles')).getByRole('link')).toHaveAttribute('href', '/citizens/12?tab=vehicles');
    expect(screen.queryByText("You haven't created your primary citizen profile yet.")).not.toBeInTheDocument();
    expect(screen.queryByText('Complete Your Profile')).not.toBeInTheDocument();
  });

  it('lists the own documents expiring in the next 60 days and the status of the latest request', async () => {
    answerUserDashboard(userStats, [{ type: 'Insurance', doc_type: 'insurance', record_id: 9, identifier: 'CG04AB1234', document_number: 'POL77', vehicle_no: 'CG04AB1234', expiry_date: '2099-02-01' }], [
      { id: 3, category: 'dl', services: [], query: null, contact_name: 'Asha', contact_phone: '9876543210', status: 'contacted', created_at: '2025-03-01T08:00:00.000Z', user: null },
    ]);
    openDashboardAs(aUser());

    const expiring = await screen.findByRole('region', { name: 'Your documents expiring in the next 60 days' });
    const row = (await within(expiring).findByText('CG04AB1234')).closest('tr')!;
    expect(within(row).getByText('01-02-2099')).toBeInTheDocument();
    const latest = await screen.findByRole('region', { name: 'Your latest service request' });
    expect(await within(latest).findByText('Contacted')).toBeInTheDocument();
  });

  it('shows the expiring documents before the counts', async () => {
    answerUserDashboard(userStats);
    openDashboardAs(aUser());

    const expiring = await screen.findByRole('region', { name: 'Your documents expiring in the next 60 days' });
    expect(expiring.compareDocumentPosition(card('My Service Requests')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without a primary profile: a warning with a link to create it, counts without links', async () => {
    answerUserDashboard({ pending_requests_count: 0, ll_count: 0, dl_count: 0, vehicle_count: 0 });
    openDashboardAs(newUser);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));

    expect(await screen.findByText("You haven't created your primary citizen profile yet.")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/citizens/create');
    expect(within(card('Learning Licenses')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('My Service Requests')).getByRole('link')).toHaveAttribute('href', MY_PENDING_REQUESTS_PATH);
  });
});

describe('Complete Your Profile', () => {
  it('opens for a user whose profile has no date of birth, and can be put off', async () => {
    answerUserDashboard(userStats);
    openDashboardAs(aUser({ primary_citizen: { ...aUser().primary_citizen!, dob: null } }));

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Asha Verma');
    expect(within(dialog).getByLabelText(/^Father's name/)).toHaveValue('Ramesh Verma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown to staff even without a profile', async () => {
    answer('get', '/dashboard/stats', { pending_requests: 0, total_citizens: 0, total_users: 1 });
    openDashboardAs(aUser({ role: 'manager', citizen_id: null, primary_citizen: null }));

    expect(await screen.findByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires the date of birth', async () => {
    answerUserDashboard(userStats);
    const saves = answer('put', '/me', aUser());
    openDashboardAs(newUser);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('saves through PUT /me, reloads the session user and closes', async () => {
    answerUserDashboard(userStats);
    const saves = answer('put', '/me', aUser());
    openDashboardAs(newUser);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    const user = userEvent.setup({ delay: null });
    typeDate(/^Date of birth/, '03-02-1991', dialog);
    await user.type(within(dialog).getByLabelText(/^Father's name/), 'Mohan Sahu');
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveTextContent('English');
    expect(language).toHaveAccessibleDescription('WhatsApp reminders come in this language.');
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Hindi' }));
    answer('get', '/me', aUser({ name: 'Ravi Sahu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves[0].body).toEqual({
      name: 'Ravi Sahu', phone: '9876543210', dob: '1991-02-03', father_name: 'Mohan Sahu', email: '', address: '', language: 'hi',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi Sahu!' })).toBeInTheDocument();
    expect(screen.queryByText("You haven't created your primary citizen profile yet.")).not.toBeInTheDocument();
    await expectToast('Profile updated.');
  });

  it("keeps the dialog open with 'Failed to update profile.' when saving fails", async () => {
    answerUserDashboard(userStats);
    answer('put', '/me', {}, 500);
    openDashboardAs(newUser);

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Profile' });
    typeDate(/^Date of birth/, '03-02-1991', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expectFormFailure('Failed to update profile.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
