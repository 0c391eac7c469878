import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/options';
import { tokenStore } from '../../authProvider/token';
import type { AdminUser } from '../../dataProvider/users';
import { aUser, answer, apiServer, useApiServer } from '../../test/api';
import { renderPage } from '../../test/render';
import { UserList } from './UserList';

useApiServer();

const BRANCHES = [{ id: 3, name: 'Durg Office' }];
const row = (id: number, role: Role, extra: Partial<AdminUser> = {}): AdminUser => ({
  id, name: `${role} ${id}`, email: `${role}${id}@example.com`, phone: `98765000${id}0`, role,
  branch_id: null, branch: null, citizen_id: null, primary_citizen: null, ...extra,
});
const ROWS = [
  row(1, 'admin'),
  row(2, 'manager', { branch_id: 3, branch: BRANCHES[0] }),
  row(3, 'user', { citizen_id: 30, primary_citizen: { id: 30, name: 'User Three', mobile: '9876500030' } }),
  row(4, 'user'),
];
const meta = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: ROWS.length, total: ROWS.length };

/** The users screen as a viewer of the role (user id 99 unless told); answers the list and the branches. */
function renderAs(role: Role, viewerId = 99) {
  tokenStore.set('token');
  answer('get', '/me', aUser({ id: viewerId, role }));
  const listQueries: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/admin/users', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: ROWS, meta });
    }),
  );
  answer('get', '/admin/branches', { data: BRANCHES });
  renderPage(<UserList />, { path: '/admin/users' });
  return listQueries;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const roleButtons = async (name: string) =>
  within(await rowOf(name))
    .queryAllByRole('button')
    .filter((button) => ['Admin', 'Manager', 'User'].includes(button.textContent ?? ''))
    .map((button) => `${button.textContent}${(button as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);

describe('users screen: role buttons', () => {
  it('shows an admin every role on every row, the current one disabled', async () => {
    renderAs('admin');
    expect(await roleButtons('manager 2')).toEqual(['Admin', 'Manager (disabled)', 'User']);
    expect(await roleButtons('user 3')).toEqual(['Admin', 'Manager', 'User (disabled)']);
  });

  it('disables all buttons on the viewer’s own row', async () => {
    renderAs('admin', 1);
    expect(await roleButtons('admin 1')).toEqual(['Admin (disabled)', 'Manager (disabled)', 'User (disabled)']);
  });

  it('shows a manager no admin or manager button, and buttons only on user rows', async () => {
    renderAs('manager');
    expect(await roleButtons('user 3')).toEqual(['User (disabled)']);
    expect(await roleButtons('admin 1')).toEqual([]);
    expect(await roleButtons('manager 2')).toEqual([]);
    expect(within(await rowOf('manager 2')).queryByRole('button', { name: /actions for/i })).not.toBeInTheDocument();
  });

  it("changes a role and toasts 'Role updated'; a failure toasts the fallback", async () => {
    renderAs('admin');
    const calls = answer('patch', '/admin/users/3/role', row(3, 'manager'));
    await userEvent.click(within(await rowOf('user 3')).getByRole('button', { name: 'Manager' }));
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ role: 'manager' });
    answer('patch', '/admin/users/4/role', {}, 500);
    await userEvent.click(within(await rowOf('user 4')).getByRole('button', { name: 'Admin' }));
    expect(await screen.findByText('Failed to update role')).toBeInTheDocument();
  });
});

describe('users screen: list', () => {
  it('asks for 10 a page, then the search and the role chosen', async () => {
    const queries = renderAs('manager');
    await screen.findByText('user 3');
    const last = () => Object.fromEntries(queries.at(-1)!);
    expect(last()).toEqual({ page: '1', per_page: '10' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search name, email or phone'), 'asha{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '1', per_page: '10', q: 'asha' }));
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(last()).toMatchObject({ q: 'asha', role: 'manager' }));
    await user.click(screen.getByLabelText('Per page'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(last()).toMatchObject({ per_page: '25' }));
  });

  it("toasts 'Failed to load users' when the list fails without a message", async () => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'admin' }));
    answer('get', '/admin/users', {}, 500);
    renderPage(<UserList />, { path: '/admin/users' });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});

describe('users screen: actions menu and dialogs', () => {
  const chooseAction = async (name: string, action: string) => {
    await userEvent.click(within(await rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
    await userEvent.click(screen.getByRole('menuitem', { name: action }));
  };

  it('refuses Send Message for a user without a primary citizen profile', async () => {
    renderAs('admin');
    await chooseAction('user 4', 'Send Message');
    expect(await screen.findByText('This user does not have a primary citizen profile to message.')).toBeInTheDocument();
  });

  it("opens the citizen message dialog for the user's primary profile", async () => {
    renderAs('admin');
    const calls = answer('post', '/citizens/30/send-message', { message: 'Message sent.' });
    await chooseAction('user 3', 'Send Message');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Message/), 'Your LL expires soon');
    await userEvent.click(within(dialog).getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ message: 'Your LL expires soon' }));
  });

  it("sends a reset link, showing the server's message; a failure shows the fallback", async () => {
    renderAs('manager');
    answer('post', '/admin/users/3/send-reset-link', { message: 'A password reset link has been sent to user3@example.com.' });
    await chooseAction('user 3', 'Send Reset Link');
    expect(await screen.findByText('A password reset link has been sent to user3@example.com.')).toBeInTheDocument();
    answer('post', '/admin/users/4/send-reset-link', {}, 500);
    await chooseAction('user 4', 'Send Reset Link');
    expect(await screen.findByText('Failed to send reset link.')).toBeInTheDocument();
  });

  it("deletes after confirmation and toasts 'User deleted.'", async () => {
    renderAs('admin');
    const calls = answer('delete', '/admin/users/4', { message: 'User deleted.' });
    await chooseAction('user 4', 'Delete User');
    await userEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('User deleted.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('adds a manager with a branch; a user is sent with an empty branch', async () => {
    renderAs('admin');
    const calls = answer('post', '/admin/users', row(9, 'manager'), 201);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    expect(within(dialog).getByText('Minimum 8 characters')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Branch')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Neha Sahu');
    await user.type(within(dialog).getByLabelText(/^Phone/), '9876512345');
    await user.type(within(dialog).getByLabelText(/^Password/), 'longpass1');
    await user.click(within(dialog).getByLabelText(/^Role/));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(within(dialog).getByLabelText(/^Branch/));
    await user.click(await screen.findByRole('option', { name: 'Durg Office' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ name: 'Neha Sahu', phone: '9876512345', password: 'longpass1', role: 'manager', branch_id: 3 }));
  });

  it('offers a manager only the user role, and sends no branch', async () => {
    renderAs('manager');
    const calls = answer('post', '/admin/users', row(9, 'user'), 201);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByLabelText(/^Role/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['User']);
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ravi Dhruw');
    await user.type(within(dialog).getByLabelText(/^Phone/), '9876512346');
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Password/), 'enough');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ role: 'user', branch_id: null }));
  });

  it("edits a manager's branch; a failure shows the server's message or 'Failed to save changes.'", async () => {
    renderAs('admin');
    answer('put', '/admin/users/2', { message: 'The phone has already been taken.', errors: { phone: ['The phone has already been taken.'] } }, 409);
    const user = userEvent.setup();
    await chooseAction('manager 2', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByLabelText(/^Branch/)).toHaveTextContent('Durg Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The phone has already been taken.', { selector: '.MuiAlert-message' })).toBeInTheDocument();
    answer('put', '/admin/users/2', {}, 500);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save changes.')).toBeInTheDocument();
  });

  it('edits a user without a branch input', async () => {
    renderAs('manager');
    const calls = answer('put', '/admin/users/3', row(3, 'user'));
    await chooseAction('user 3', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText(/^Branch/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ name: 'user 3', email: 'user3@example.com', phone: '9876500030' }));
  });
});
