import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, apiServer, useApiServer } from '../../test/api';
import { expectFieldError, expectFormAlert } from '../../test/expectations';
import { renderPublic } from '../../test/renderPublic';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

useApiServer();

async function askForLink(email: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

async function setPassword(password: string, confirmation = password) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ForgotPasswordPage', () => {
  it("asks for a link and says 'If the email exists, a reset link has been sent.'", async () => {
    const requests = answer('post', '/password/forgot', { message: 'If the email exists, a reset link has been sent.' });
    renderPublic(ForgotPasswordPage, '/forgot-password');
    await askForLink('asha@example.com');

    expect(await screen.findByText('If the email exists, a reset link has been sent.')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ email: 'asha@example.com' });
  });

  it('requires a valid email, which keeps the focus', async () => {
    const requests = answer('post', '/password/forgot', {});
    renderPublic(ForgotPasswordPage, '/forgot-password');
    await askForLink('asha@');

    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('tells an account without an email to ask the office for a temporary password', () => {
    renderPublic(ForgotPasswordPage, '/forgot-password');
    expect(screen.getByText('Signed up with a mobile number only? Ask the office (an admin or manager) for a temporary password.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to send reset link' beside the button", async () => {
    answer('post', '/password/forgot', {}, 500);
    renderPublic(ForgotPasswordPage, '/forgot-password');
    await askForLink('asha@example.com');

    await expectFormAlert('Failed to send reset link');
  });

  it('says when the cause is the connection', async () => {
    apiServer.use(http.post('*/api/password/forgot', () => HttpResponse.error()));
    renderPublic(ForgotPasswordPage, '/forgot-password');
    await askForLink('asha@example.com');

    await expectFormAlert('Failed to send reset link. No connection to the server: check the network and try again.');
  });
});

describe('ResetPasswordPage', () => {
  it("says 'Missing token', offers no form and leads to a new link without a token", () => {
    renderPublic(ResetPasswordPage, '/reset-password?email=asha%40example.com');
    expect(screen.getByText('Missing token')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.getByText(/Links work once and for 60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it("sends the email and token of the link with the new password, then opens the login page saying 'Password updated. Please log in.'", async () => {
    const resets = answer('post', '/password/reset', { message: 'Password updated.' });
    renderPublic(ResetPasswordPage, '/reset-password?email=asha%40example.com&token=abc123');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(screen.getByText('Minimum 6 characters; 8 for an admin or manager account')).toBeInTheDocument();
    await setPassword('secret33');

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByText('Password updated. Please log in.')).toBeInTheDocument();
    expect(resets[0].body).toEqual({ email: 'asha@example.com', token: 'abc123', password: 'secret33', password_confirmation: 'secret33' });
  });

  it('refuses a confirmation that differs', async () => {
    const resets = answer('post', '/password/reset', {});
    renderPublic(ResetPasswordPage, '/reset-password?email=asha%40example.com&token=abc123');
    await setPassword('secret33', 'secret34');

    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(resets).toHaveLength(0);
  });

  it("shows the server's message for a used or expired link beside the button", async () => {
    answer('post', '/password/reset', { message: 'This password reset link is invalid or has expired.' }, 422);
    renderPublic(ResetPasswordPage, '/reset-password?email=asha%40example.com&token=abc123');
    await setPassword('secret33');

    await expectFormAlert('This password reset link is invalid or has expired.');
  });

  it("shows the server's rule for a staff account's password under it", async () => {
    const message = 'The password field must be at least 8 characters.';
    answer('post', '/password/reset', { message, errors: { password: [message] } }, 422);
    renderPublic(ResetPasswordPage, '/reset-password?email=asha%40example.com&token=abc123');
    await setPassword('secret3');

    await expectFieldError(screen.getByLabelText(/^New password/), 'New password must be at least 8 characters.');
  });
});
