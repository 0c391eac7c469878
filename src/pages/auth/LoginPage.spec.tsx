import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeGreeting } from '../../authProvider/greeting';
import { lastRole } from '../../authProvider/lastRole';
import { tokenStore } from '../../authProvider/token';
import { loadPage } from '../../routing/loadPage';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { expectFieldError, expectFormAlert } from '../../test/expectations';
import { renderPublic } from '../../test/renderPublic';
import { LoginPage } from './LoginPage';

vi.mock('../../routing/loadPage', () => ({ loadPage: vi.fn() }));
useApiServer();
afterEach(() => {
  tokenStore.clear();
  vi.mocked(loadPage).mockClear();
});

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Mobile number or email/), identifier);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('requires the identifier and the password', async () => {
    const logins = answer('post', '/login', { token: 't', user: aUser() });
    renderPublic(LoginPage, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText(/Mobile number or email/)).toHaveFocus();
    expect(logins).toHaveLength(0);
  });

  it("signs in with a mobile number, keeps the token and the user's role, and loads the dashboard, which will say 'Welcome!'", async () => {
    const logins = answer('post', '/login', { token: 'new-token', user: aUser({ role: 'manager' }) });
    renderPublic(LoginPage, '/login');
    await signIn('9876543210', 'secret1');

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
    expect(logins[0].body).toEqual({ phone: '9876543210', password: 'secret1' });
    expect(tokenStore.get()).toBe('new-token');
    // The dashboard then asks for a manager's counts before GET /me answers (routing/earlyRequests.ts).
    expect(lastRole()).toBe('manager');
    expect(takeGreeting()).toBe('shell.login.welcome');
  });

  it('loads even a public page after signing in: the back office draws it for the session', async () => {
    answer('post', '/login', { token: 'new-token', user: aUser() });
    renderPublic(LoginPage, '/login?redirect=%2Ftrack');
    await signIn('9876543210', 'secret1');

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/track'));
  });

  it('goes back to the page the guard came from', async () => {
    const logins = answer('post', '/login', { token: 'new-token', user: aUser() });
    renderPublic(LoginPage, '/login?redirect=%2Fcitizens%3Fpage%3D2');
    await signIn('asha@example.com', 'secret1');

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/citizens?page=2'));
    expect(logins[0].body).toEqual({ email: 'asha@example.com', password: 'secret1' });
  });

  it("shows the server's message once, under the identifier it names: no alert", async () => {
    const message = 'These credentials do not match our records.';
    answer('post', '/login', { message, errors: { phone: [message] } }, 422);
    renderPublic(LoginPage, '/login');
    await signIn('9876543210', 'wrong-password');

    await expectFieldError(screen.getByLabelText(/Mobile number or email/), message);
    expect(tokenStore.get()).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("falls back to 'Login failed' in one alert beside the button when the server names no field", async () => {
    answer('post', '/login', {}, 500);
    renderPublic(LoginPage, '/login');
    await signIn('9876543210', 'secret1');

    await expectFormAlert('Login failed');
  });

  it('says when the connection is the cause', async () => {
    apiServer.use(http.post('/api/login', () => HttpResponse.error()));
    renderPublic(LoginPage, '/login');
    await signIn('9876543210', 'secret1');

    await expectFormAlert('Login failed. No connection to the server: check the network and try again.');
  });

  it('says in how many minutes to try again after too many attempts', async () => {
    apiServer.use(http.post('/api/login', () => HttpResponse.json({ message: 'Too many attempts.' }, { status: 429, headers: { 'Retry-After': '690' } })));
    renderPublic(LoginPage, '/login');
    await signIn('9876543210', 'secret1');

    await expectFormAlert('Too many requests from this mobile number. Try again in 12 minutes.');
  });
});
