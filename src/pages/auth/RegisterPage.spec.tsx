import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeGreeting } from '../../authProvider/greeting';
import { tokenStore } from '../../authProvider/token';
import { loadPage } from '../../routing/loadPage';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { expectFieldError, expectFormAlert } from '../../test/expectations';
import { renderPublic } from '../../test/renderPublic';
import { RegisterPage } from './RegisterPage';

vi.mock('../../routing/loadPage', () => ({ loadPage: vi.fn() }));
useApiServer();
afterEach(() => {
  tokenStore.clear();
  localStorage.clear();
  vi.mocked(loadPage).mockClear();
});

async function fillIn(values: { name?: string; phone?: string; email?: string; password?: string; confirmation?: string }) {
  const user = userEvent.setup({ delay: null });
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.phone) await user.type(screen.getByLabelText(/^Mobile number/), values.phone);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirmation) await user.type(screen.getByLabelText(/^Confirm password/), values.confirmation);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const valid = { name: 'Ravi Sahu', phone: '9876501234', password: 'secret1', confirmation: 'secret1' };

describe('RegisterPage', () => {
  it('hints the minimum password length', () => {
    renderPublic(RegisterPage, '/register');
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
  });

  it.each([
    ['a confirmation that differs', 'Passwords do not match.', { confirmation: 'secret2' }],
    ['a mobile number that is not 10 digits', 'Mobile number must be exactly 10 digits.', { phone: '98765' }],
    ['a password under 6 characters', 'Must be 6 characters at least', { password: 'abc', confirmation: 'abc' }],
    ['an email without a domain', 'Must be a valid email', { email: 'ravi@' }],
  ] as const)("refuses %s: '%s'", async (_what, message, change) => {
    const registrations = answer('post', '/register', { token: 't', user: aUser() }, 201);
    renderPublic(RegisterPage, '/register');
    await fillIn({ ...valid, ...change });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(registrations).toHaveLength(0);
  });

  it('requires the name first: it takes the focus', async () => {
    renderPublic(RegisterPage, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it("creates the account in the page's language, keeps the token and loads the dashboard, which will welcome", async () => {
    localStorage.setItem('locale', 'hi');
    const registrations = answer('post', '/register', { token: 'fresh-token', user: aUser({ name: 'Ravi Sahu' }) }, 201);
    renderPublic(RegisterPage, '/register');
    await fillIn({ ...valid, phone: '+91 98765-01234' });

    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'));
    expect(registrations[0].body).toEqual({ name: 'Ravi Sahu', phone: '9876501234', password: 'secret1', password_confirmation: 'secret1' });
    expect(registrations[0].headers.get('accept-language')).toBe('hi');
    expect(tokenStore.get()).toBe('fresh-token');
    expect(takeGreeting()).toBe('shell.register.success');
  });

  it("shows the server's clash once, under the mobile number and named by its label: no alert", async () => {
    answer('post', '/register', { message: 'The phone has already been taken.', errors: { phone: ['The phone has already been taken.'] } }, 409);
    renderPublic(RegisterPage, '/register');
    await fillIn(valid);

    await expectFieldError(screen.getByLabelText(/^Mobile number/), 'Mobile number has already been taken.');
    expect(tokenStore.get()).toBeNull();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("falls back to 'Registration failed' in one alert beside the button", async () => {
    answer('post', '/register', {}, 500);
    renderPublic(RegisterPage, '/register');
    await fillIn(valid);

    await expectFormAlert('Registration failed');
  });

  it('says when the cause is the connection, beside the button', async () => {
    apiServer.use(http.post('*/api/register', () => HttpResponse.error()));
    renderPublic(RegisterPage, '/register');
    await fillIn(valid);

    await expectFormAlert('Registration failed. No connection to the server: check the network and try again.');
  });
});
