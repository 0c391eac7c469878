import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { answer, useApiServer } from '../../test/api';
import { expectFormFailure, expectToast } from '../../test/expectations';
import * as stories from './PasswordReset.stories';

useApiServer();
const { ForgotPassword, ResetWithToken, ResetWithoutToken } = composeStories(stories, preview);

describe('ForgotPasswordPage', () => {
  it("asks for a link and says 'If the email exists, a reset link has been sent.'", async () => {
    const requests = answer('post', '/password/forgot', { message: 'If the email exists, a reset link has been sent.' });
    render(<ForgotPassword />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('If the email exists, a reset link has been sent.')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ email: 'asha@example.com' });
  });

  it('tells an account without an email to ask the office for a temporary password', () => {
    render(<ForgotPassword />);
    expect(screen.getByText('Signed up with a mobile number only? Ask the office (an admin or manager) for a temporary password.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to send reset link'", async () => {
    answer('post', '/password/forgot', {}, 500);
    render(<ForgotPassword />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    await expectFormFailure('Failed to send reset link');
  });
});

describe('ResetPasswordPage', () => {
  it("says 'Missing token', offers no form and leads to a new link without a token", () => {
    render(<ResetWithoutToken />);
    expect(screen.getByText('Missing token')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.getByText(/Links work once and for 60 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('sends the email and token of the link with the new password, then goes to /login', async () => {
    const resets = answer('post', '/password/reset', { message: 'Password updated.' });
    render(<ResetWithToken />);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.com');
    expect(screen.getByText('Minimum 6 characters; 8 for an admin or manager account')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^New password/), 'secret33');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'secret33');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/login');
    expect(resets[0].body).toEqual({ email: 'asha@example.com', token: 'abc123', password: 'secret33', password_confirmation: 'secret33' });
    await expectToast('Password updated. Please log in.');
  });

  it("shows the server's message for a used or expired link", async () => {
    answer('post', '/password/reset', { message: 'This password reset link is invalid or has expired.' }, 422);
    render(<ResetWithToken />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^New password/), 'secret33');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'secret33');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await expectFormFailure('This password reset link is invalid or has expired.');
  });
});
