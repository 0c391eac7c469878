import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { tokenStore } from '../../authProvider/token';
import { http, HttpResponse } from 'msw';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { expectFieldError, expectFormFailure, expectToast } from '../../test/expectations';
import * as stories from './LoginPage.stories';

useApiServer();
const { Empty, FromGuardedPage } = composeStories(stories, preview);

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Mobile number or email/), identifier);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('requires the identifier and the password', async () => {
    const logins = answer('post', '/login', { token: 't', user: aUser() });
    render(<Empty />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(logins).toHaveLength(0);
  });

  it("signs in with a mobile number, says 'Welcome!' and opens the dashboard", async () => {
    const logins = answer('post', '/login', { token: 'new-token', user: aUser() });
    answer('get', '/me', aUser());
    render(<Empty />);
    await signIn('9876543210', 'secret1');

    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
    expect(logins[0].body).toEqual({ phone: '9876543210', password: 'secret1' });
    expect(tokenStore.get()).toBe('new-token');
    await expectToast('Welcome!');
  });

  it('goes back to the page the guard came from', async () => {
    const logins = answer('post', '/login', { token: 'new-token', user: aUser() });
    answer('get', '/me', aUser());
    render(<FromGuardedPage />);
    await signIn('asha@example.com', 'secret1');

    expect(await screen.findByLabelText('location')).toHaveTextContent('/citizens?page=2');
    expect(logins[0].body).toEqual({ email: 'asha@example.com', password: 'secret1' });
  });

  it("shows the server's message once, under the identifier it names: no alert, no toast", async () => {
    const message = 'These credentials do not match our records.';
    answer('post', '/login', { message, errors: { phone: [message] } }, 422);
    render(<Empty />);
    await signIn('9876543210', 'wrong-password');

    await expectFieldError(screen.getByLabelText(/Mobile number or email/), message);
    expect(tokenStore.get()).toBeNull();
  });

  it("falls back to 'Login failed' in one alert when the server names no field", async () => {
    answer('post', '/login', {}, 500);
    render(<Empty />);
    await signIn('9876543210', 'secret1');

    await expectFormFailure('Login failed');
  });

  it('says in how many minutes to try again after too many attempts', async () => {
    apiServer.use(http.post('/api/login', () => HttpResponse.json({ message: 'Too many attempts.' }, { status: 429, headers: { 'Retry-After': '690' } })));
    render(<Empty />);
    await signIn('9876543210', 'secret1');

    await expectFormFailure('Too many requests from this mobile number. Try again in 12 minutes.');
  });
});
