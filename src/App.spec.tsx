import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from './App';
import { tokenStore } from './authProvider/token';
import { aUser, answer, apiServer, useApiServer } from './test/api';
import { expectToast } from './test/expectations';

useApiServer();

const admin = aUser({ id: 1, name: 'Office Admin', phone: '9999999999', role: 'admin', citizen_id: null, primary_citizen: null });
const here = () => window.location.pathname + window.location.search;

function openApp(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
  return userEvent.setup({ delay: null });
}

/** The navigation: on jsdom's narrow screen it sits in the drawer. */
async function openNavigation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return screen.findByRole('navigation', { name: 'Open navigation' });
}

/** Whole-app journeys render everything; give them room on a busy machine. */
describe('App', { timeout: 20_000 }, () => {
  it('sends a visitor from /dashboard to the login page and back after signing in', async () => {
    answer('post', '/login', { token: 'admin-token', user: admin });
    answer('get', '/me', admin);
    answer('get', '/dashboard/stats', { pending_requests: 3, total_citizens: 10, total_users: 2 });
    const user = openApp('/dashboard');

    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fdashboard'));
    await user.type(await screen.findByLabelText(/Mobile number or email/), '9999999999');
    await user.type(screen.getByLabelText(/^Password/), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The dashboard's chunk is fetched on the way: on a busy machine that takes more than findBy's default second.
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(here()).toBe('/dashboard');
    await expectToast('Welcome!');
  });

  it("shows the user's mobile and role in the user menu; Logout says 'Logged out' and goes home", async () => {
    tokenStore.set('admin-token');
    answer('get', '/me', admin);
    answer('get', '/dashboard/stats', { pending_requests: 0, total_citizens: 0, total_users: 1 });
    const logouts = answer('post', '/logout', { message: 'Logged out.' });
    const user = openApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Mobile: 9999999999');
    expect(menu).toHaveTextContent('Role: Admin');
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await expectToast('Logged out');
    expect(here()).toBe('/');
    expect(logouts).toHaveLength(1);
    expect(tokenStore.get()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    const navigation = await openNavigation(user);
    expect(within(navigation).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('logs out even when the server cannot be reached', async () => {
    tokenStore.set('admin-token');
    answer('get', '/me', admin);
    answer('get', '/dashboard/stats', { pending_requests: 0, total_citizens: 0, total_users: 1 });
    apiServer.use(http.post('/api/logout', () => HttpResponse.error()));
    const user = openApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await expectToast('Logged out');
    expect(here()).toBe('/');
    expect(tokenStore.get()).toBeNull();
  });

  it('shows a user with a temporary password only Change Password in place of any page, until it is changed', async () => {
    tokenStore.set('user-token');
    answer('get', '/me', aUser({ must_change_password: true }));
    const stats = answer('get', '/dashboard/user-stats', { pending_requests_count: 0, ll_count: 0, dl_count: 0, vehicle_count: 0 });
    answer('get', '/dashboard/expiring-documents', { data: [] });
    answer('get', '/my-service-requests', { data: [], meta: { current_page: 1, last_page: 1, per_page: 1, from: null, to: null, total: 0 } });
    const changes = answer('put', '/me/password', { message: 'Password updated successfully.' });
    const user = openApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Current password/), 'k7m2p-x9fh3');
    await user.type(screen.getByLabelText(/^New password/), 'my-own-pass');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'my-own-pass');
    expect(stats).toHaveLength(0);
    answer('get', '/me', aUser());
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await expectToast('Password updated successfully.');
    expect(changes[0].body).toEqual({ current_password: 'k7m2p-x9fh3', new_password: 'my-own-pass', new_password_confirmation: 'my-own-pass' });
    await waitFor(() => expect(stats.length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Choose a new password' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    expect(here()).toBe('/dashboard');
  });

  it('offers a visitor Home, Ask For Service, Document Inquiry, Login and Register, and leads a tile to its request form', async () => {
    const user = openApp('/');
    await user.click(await screen.findByRole('link', { name: 'Renewal of DL' }));

    expect(here()).toBe('/ask-for-service?category=dl&service=renewal_dl');
    expect(await screen.findByRole('checkbox', { name: 'Renewal of DL' })).toBeChecked();
    const navigation = await openNavigation(user);
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Ask For Service', 'Document Inquiry', 'Login', 'Register']);
  });

  it('switches to Hindi and remembers the choice', async () => {
    const user = openApp('/');
    expect(await screen.findByRole('heading', { name: 'Online Services' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिन्दी' }));

    expect(await screen.findByRole('heading', { name: 'ऑनलाइन सेवाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ड्राइविंग लाइसेंस का नवीनीकरण' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    // The button's name holds the words it shows (WCAG 2.5.3).
    const button = screen.getByRole('button', { name: 'भाषा: हिन्दी' });
    expect(button.textContent).toBe('हिन्दी');
  });
});
