import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { getSession } from '../../authProvider';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, useApiServer } from '../../test/api';
import { expectFieldError, expectFormFailure, expectToast } from '../../test/expectations';
import * as stories from './AccountPage.stories';

useApiServer();
const { WithProfile, WithoutProfile, StaffWithoutProfile } = composeStories(stories, preview);

/** Renders the page and submits Change Mobile Number. */
async function changeMobile(phone: string, currentPassword: string) {
  render(<WithProfile />);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^New mobile number/), phone);
  await user.type(screen.getAllByLabelText(/^Current password/)[0], currentPassword);
  await user.click(screen.getByRole('button', { name: 'Update mobile number' }));
}

/** Renders the page and submits Change Password; answers the user-event session to go on with. */
async function changePassword(currentPassword: string, newPassword: string, confirmation: string) {
  render(<WithProfile />);
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getAllByLabelText(/^Current password/)[1], currentPassword);
  await user.type(screen.getByLabelText(/^New password/), newPassword);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
  return user;
}

describe('AccountPage', () => {
  it('links to my citizen profile, or asks to create one', () => {
    const { unmount } = render(<WithProfile />);
    expect(screen.getByRole('link', { name: 'View my profile' })).toHaveAttribute('href', '/citizens/12');
    unmount();

    render(<WithoutProfile />);
    expect(screen.getByText("You haven't created your primary citizen profile yet.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View my profile' })).not.toBeInTheDocument();
  });

  it('never asks staff to create a profile of their own', () => {
    answer('get', '/me/calendar', { enabled: false, created_at: null });
    render(<StaffWithoutProfile />);
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.queryByText("You haven't created your primary citizen profile yet.")).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create/ })).not.toBeInTheDocument();
  });

  it('changes the mobile number with the current password and reloads the session user', async () => {
    tokenStore.set('token');
    const changes = answer('put', '/me/phone', { message: 'Mobile number updated.', user: aUser({ phone: '9123456780' }) });
    answer('get', '/me', aUser({ phone: '9123456780' }));
    await changeMobile('91234 56780', 'secret1');

    await expectToast('Mobile number updated successfully.');
    expect(changes[0].body).toEqual({ phone: '9123456780', password: 'secret1' });
    await waitFor(() => expect(getSession()).toMatchObject({ user: { phone: '9123456780' } }));
    expect(screen.getByLabelText(/^New mobile number/)).toHaveValue('');
  });

  it("shows the server's field error once, under the password and named by its label", async () => {
    answer('put', '/me/phone', { errors: { password: ['The password is incorrect.'] } }, 422);
    await changeMobile('9123456780', 'wrong');

    await expectFieldError(screen.getAllByLabelText(/^Current password/)[0], 'Current password is incorrect.');
  });

  it("changes the password, refusing a confirmation that differs", async () => {
    const changes = answer('put', '/me/password', { message: 'Password updated.' });
    const user = await changePassword('secret1', 'secret22', 'secret23');
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(changes).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'secret22');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    await expectToast('Password updated successfully.');
    expect(changes[0].body).toEqual({ current_password: 'secret1', new_password: 'secret22', new_password_confirmation: 'secret22' });
  });

  it("hints each account's rule: 6 characters for a citizen's own account, 8 for staff, who are refused 7", async () => {
    const { unmount } = render(<WithProfile />);
    expect(screen.getByText('Minimum 6 characters')).toBeInTheDocument();
    unmount();

    const changes = answer('put', '/me/password', { message: 'Password updated.' });
    answer('get', '/me/calendar', { enabled: false, created_at: null });
    render(<StaffWithoutProfile />);
    expect(screen.getByText('Minimum 8 characters')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getAllByLabelText(/^Current password/)[1], 'secret1');
    await user.type(screen.getByLabelText(/^New password/), 'seven77');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'seven77');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Must be 8 characters at least')).toBeInTheDocument();
    expect(changes).toHaveLength(0);
  });

  it("falls back to 'Failed to update password.'", async () => {
    answer('put', '/me/password', {}, 500);
    await changePassword('secret1', 'secret22', 'secret22');

    await expectFormFailure('Failed to update password.');
  });
});
