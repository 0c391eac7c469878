import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../authProvider/token';
import { aUser, answer, useApiServer } from '../../test/api';
import { renderPage } from '../../test/render';
import { aUserRow, renderUsersAs as renderAs, userRowOf as rowOf } from '../../test/users';
import { UserList } from './UserList';

useApiServer();

const roleButtons = async (name: string) =>
  within(await rowOf(name))
    .queryAllByRole('button')
    .filter((button) => ['Admin', 'Manager', 'User'].includes(button.textContent ?? ''))
    .map((button) => `${button.textContent}${(button as HTMLButtonElement).disabled ? ' (disabled)' : ''}`);

describe('users screen: role buttons', { timeout: 30_000 }, () => {
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

  it('asks before changing a role, naming the person and the role; Cancel changes nothing', async () => {
    renderAs('admin');
    const calls = answer('patch', '/admin/users/4/role', aUserRow(4, 'admin'));
    await userEvent.click(within(await rowOf('user 4')).getByRole('button', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Change the role of user 4 to Admin?');
    expect(within(dialog).queryByLabelText(/^Branch/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    await userEvent.click(within(await rowOf('user 4')).getByRole('button', { name: 'Admin' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ role: 'admin' }]);
  });

  it("asks a new manager's branch, or an explicit 'no branch'; a failure shows the fallback", async () => {
    renderAs('admin');
    const user = userEvent.setup();
    const promote = async (name: string, branch: string) => {
      await user.click(within(await rowOf(name)).getByRole('button', { name: 'Manager' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change role' });
      expect(dialog).toHaveTextContent(`Change the role of ${name} to Manager?`);
      await user.click(within(dialog).getByRole('button', { name: 'Change Role' }));
      expect(await within(dialog).findByText('Required')).toBeInTheDocument();
      await user.click(within(dialog).getByLabelText(/^Branch/));
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['No branch: sees all branches', 'Durg Office']);
      await user.click(screen.getByRole('option', { name: branch }));
      await user.click(within(dialog).getByRole('button', { name: 'Change Role' }));
      return dialog;
    };
    const toBranch = answer('patch', '/admin/users/3/role', aUserRow(3, 'manager'));
    await promote('user 3', 'Durg Office');
    await waitFor(() => expect(toBranch.map((call) => call.body)).toEqual([{ role: 'manager', branch_id: 3 }]));
    const toNone = answer('patch', '/admin/users/4/role', {}, 500);
    const dialog = await promote('user 4', 'No branch: sees all branches');
    expect(await within(dialog).findByText('Failed to update role')).toBeInTheDocument();
    expect(toNone.map((call) => call.body)).toEqual([{ role: 'manager' }]);
  });
});

describe('users screen: list', () => {
  it('asks for 10 a page, then the search and the role chosen', async () => {
    const queries = renderAs('manager');
    await screen.findByText('user 3');
    const last = () => Object.fromEntries(queries.at(-1)!);
    expect(last()).toEqual({ page: '1', per_page: '10' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search name, email or mobile'), 'asha{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '1', per_page: '10', q: 'asha' }));
    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(last()).toMatchObject({ q: 'asha', role: 'manager' }));
    await user.click(screen.getByLabelText('Per page'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(last()).toMatchObject({ per_page: '25' }));
  });

  it('keeps what is typed while the previous search is still being applied', async () => {
    const queries = renderAs('admin');
    const box = await screen.findByLabelText('Search name, email or mobile');
    fireEvent.change(box, { target: { value: 'asha' } });
    fireEvent.submit(box.closest('form')!);
    fireEvent.change(box, { target: { value: 'ravi' } });
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ q: 'asha' }));
    expect(box).toHaveValue('ravi');
  });

  it("toasts 'Failed to load users' when the list fails without a message", async () => {
    tokenStore.set('token');
    answer('get', '/me', aUser({ role: 'admin' }));
    answer('get', '/admin/users', {}, 500);
    renderPage(<UserList />, { path: '/admin/users' });
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
  });
});
