import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, useApiServer } from '../../test/api';
import { aUserRow, chooseUserAction, renderUsersAs, userRowOf } from '../../test/users';
import { expectFieldError } from '../../test/expectations';

useApiServer();

/** Opens the account's actions menu (closing one left open) and answers the item named. */
async function menuItemOf(name: string, item: RegExp) {
  await userEvent.keyboard('{Escape}');
  await userEvent.click(within(await userRowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menuitem', { name: item });
}

describe('users screen: actions menu and dialogs', { timeout: 30_000 }, () => {
  it('offers Send Message only where the viewer may message the primary profile, saying why not', async () => {
    renderUsersAs('manager');
    expect(await menuItemOf('user 4', /^Send Message/)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: /^Send Message/ })).toHaveTextContent('This user does not have a primary citizen profile to message.');
    expect(await menuItemOf('user 5', /^Send Message/)).toHaveTextContent('Their citizen profile is outside your branch.');
    expect(screen.getByRole('menuitem', { name: /^Send Message/ })).toHaveAttribute('aria-disabled', 'true');
    expect(await menuItemOf('user 3', /^Send Message/)).not.toHaveAttribute('aria-disabled');
  });

  it("opens the citizen message dialog for the user's primary profile", async () => {
    renderUsersAs('admin');
    const calls = answer('post', '/citizens/30/send-message', { message: 'Message sent.' });
    await chooseUserAction('user 3', 'Send Message');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Your LL expires soon');
    await userEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ message: 'Your LL expires soon' }));
  });

  it("sends a reset link, showing the server's message; a failure shows the fallback", async () => {
    renderUsersAs('manager');
    answer('post', '/admin/users/3/send-reset-link', { message: 'A password reset link has been sent to user3@example.com.' });
    await chooseUserAction('user 3', 'Send Reset Link');
    expect(await screen.findByText('A password reset link has been sent to user3@example.com.')).toBeInTheDocument();
    answer('post', '/admin/users/4/send-reset-link', {}, 500);
    await chooseUserAction('user 4', 'Send Reset Link');
    expect(await screen.findByText('Failed to send reset link.')).toBeInTheDocument();
  });

  it('disables Send Reset Link for an account without an email, saying why', async () => {
    renderUsersAs('manager');
    const item = await menuItemOf('user 6', /^Send Reset Link/);
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('No email address: use Set Temporary Password.');
    expect(await menuItemOf('user 4', /^Send Reset Link/)).not.toHaveAttribute('aria-disabled');
  });

  it('sets a temporary password after confirmation and shows it once, with Copy', async () => {
    renderUsersAs('manager');
    const user = userEvent.setup();
    const calls = answer('post', '/admin/users/6/temporary-password', { password: 'k7m2p-x9fh3' });
    await chooseUserAction('user 6', 'Set Temporary Password');
    const confirm = await screen.findByRole('dialog', { name: 'Set a temporary password for user 6?' });
    expect(confirm).toHaveTextContent('they are signed out everywhere');
    await user.click(within(confirm).getByRole('button', { name: 'Set Temporary Password' }));
    const shown = await screen.findByRole('dialog', { name: 'Temporary password for user 6' });
    expect(within(shown).getByRole('status', { name: 'Temporary password' })).toHaveTextContent('k7m2p-x9fh3');
    expect(calls).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Password copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('k7m2p-x9fh3');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('k7m2p-x9fh3')).not.toBeInTheDocument();
  });

  it("offers no temporary password on the viewer's own row, and shows the server's refusal", async () => {
    renderUsersAs('admin', 4);
    await menuItemOf('user 4', /^Edit/);
    expect(screen.queryByRole('menuitem', { name: 'Set Temporary Password' })).not.toBeInTheDocument();
    answer('post', '/admin/users/3/temporary-password', { message: 'This action is unauthorized.' }, 403);
    await userEvent.keyboard('{Escape}');
    await chooseUserAction('user 3', 'Set Temporary Password');
    await userEvent.click(await screen.findByRole('button', { name: 'Set Temporary Password' }));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("deletes after confirmation and toasts the user's name", async () => {
    renderUsersAs('admin');
    const calls = answer('delete', '/admin/users/4', { message: 'User deleted.' });
    await chooseUserAction('user 4', 'Delete User');
    await userEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('User deleted. user 4')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('adds a manager with a branch; a user is sent with an empty branch', async () => {
    renderUsersAs('admin');
    const calls = answer('post', '/admin/users', aUserRow(9, 'manager'), 201);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(within(dialog).getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Branch')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Neha Sahu');
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '9876512345');
    await user.type(within(dialog).getByLabelText(/^Password/), 'longpass1');
    await user.click(within(dialog).getByLabelText(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(within(dialog).getByLabelText(/^Branch/));
    await user.click(await screen.findByRole('option', { name: 'Durg Office' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ name: 'Neha Sahu', phone: '9876512345', password: 'longpass1', role: 'manager', branch_id: 3 }));
  });

  it('offers a manager only the user role, and sends no branch', async () => {
    renderUsersAs('manager');
    const calls = answer('post', '/admin/users', aUserRow(9, 'user'), 201);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByLabelText(/^Role/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['User']);
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ravi Dhruw');
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '9876512346');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Password/), 'enough');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ role: 'user', branch_id: null }));
  });

  it("edits a manager's branch; a clash shows once under the mobile number, another failure 'Failed to save changes.'", async () => {
    renderUsersAs('admin');
    answer('put', '/admin/users/2', { message: 'The mobile number has already been taken.', errors: { phone: ['The mobile number has already been taken.'] } }, 409);
    const user = userEvent.setup();
    await chooseUserAction('manager 2', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/^Branch/)).toHaveTextContent('Durg Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectFieldError(within(dialog).getByLabelText(/^Mobile number/), 'Mobile number has already been taken.');
    answer('put', '/admin/users/2', {}, 500);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save changes.')).toBeInTheDocument();
  });

  it('edits a user without a branch input', async () => {
    renderUsersAs('manager');
    const calls = answer('put', '/admin/users/3', aUserRow(3, 'user'));
    await chooseUserAction('user 3', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText(/^Branch/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ name: 'user 3', email: 'user3@example.com', phone: '9876500030' }));
  });
});
