import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { getSession } from '../../authProvider';
import { tokenStore } from '../../authProvider/token';
import { http, HttpResponse } from 'msw';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { expectFieldError, expectFormFailure, expectToast } from '../../test/expectations';
import * as stories from './RegisterPage.stories';

useApiServer();
const { Empty } = composeStories(stories, preview);

async function fillIn(values: { name?: string; phone?: string; password?: string; confirmation?: string }) {
  const user = userEvent.setup({ delay: null });
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.phone) await user.type(screen.getByLabelText(/^Mobile number/), values.phone);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirmation) await user.type(screen.getByLabelText(/^Confirm password/), values.confirmation);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const valid = { name: 'Ravi Sahu', phone: '9876501234', password: 'secret1', confirmation: 'secret1' };

describe('RegisterPage', () => {
  it('hints the minimum password length', () => {
    render(<Empty />);
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
  });

  it.each([
    ['a confirmation that differs', 'Passwords do not match.', { confirmation: 'secret2' }],
    ['a mobile number that is not 10 digits', 'Mobile number must be exactly 10 digits.', { phone: '98765' }],
  ] as const)("refuses %s: '%s'", async (_what, message, change) => {
    const registrations = answer('post', '/register', { token: 't', user: aUser() }, 201);
    render(<Empty />);
    await fillIn({ ...valid, ...change });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(registrations).toHaveLength(0);
  });

  it('creates the account, signs in with the returned token and opens the dashboard', async () => {
    const registrations = answer('post', '/register', { token: 'fresh-token', user: aUser({ name: 'Ravi Sahu' }) }, 201);
    const logins = answer('post', '/login', { token: 'other', user: aUser() });
    answer('get', '/me', aUser({ name: 'Ravi Sahu', citizen_id: null, primary_citizen: null }));
    render(<Empty />);
    await fillIn(valid);

    expect(await screen.findByLabelText('location')).toHaveTextContent('/dashboard');
    expect(registrations[0].body).toEqual({ name: 'Ravi Sahu', phone: '9876501234', password: 'secret1', password_confirmation: 'secret1' });
    expect(logins).toHaveLength(0);
    expect(tokenStore.get()).toBe('fresh-token');
    expect(getSession().status).toBe('signedIn');
    await expectToast('Registration successful! Welcome.');
  });

  it("shows the server's clash once, under the mobile number and named by its label: no alert, no toast", async () => {
    answer('post', '/register', { message: 'The phone has already been taken.', errors: { phone: ['The phone has already been taken.'] } }, 409);
    render(<Empty />);
    await fillIn(valid);

    await expectFieldError(screen.getByLabelText(/^Mobile number/), 'Mobile number has already been taken.');
    expect(tokenStore.get()).toBeNull();
  });

  it("falls back to 'Registration failed'", async () => {
    answer('post', '/register', {}, 500);
    render(<Empty />);
    await fillIn(valid);

    await expectFormFailure('Registration failed');
  });

  it('says when the cause is the connection, beside the button', async () => {
    apiServer.use(http.post('*/api/register', () => HttpResponse.error()));
    render(<Empty />);
    await fillIn(valid);

    await expectFormFailure('Registration failed. No connection to the server: check the network and try again.');
  });
});
