import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Role } from '../../common/options';
import { tokenStore } from '../authProvider/token';
import type { AdminUser } from '../dataProvider/users';
import { UserList } from '../resources/users/UserList';
import { aUser, answer, apiServer } from './api';
import { renderPage } from './render';

/** Fake accounts of the users screen specs and the users screen rendered as a viewer of a role. */

export const BRANCHES = [{ id: 3, name: 'Durg Office' }];

export const aUserRow = (id: number, role: Role, extra: Partial<AdminUser> = {}): AdminUser => ({
  id, name: `${role} ${id}`, email: `${role}${id}@example.com`, phone: `98765000${id}0`, role,
  branch_id: null, branch: null, citizen_id: null, primary_citizen: null, can_message: false, created_at: '2024-01-01T00:00:00.000Z', ...extra,
});
/** A user's primary citizen profile as the users list answers it. */
const aProfile = (id: number, name: string, mobile: string) => ({ id, name, mobile, email: null, father_name: null, dob: null, address: null, language: 'en' as const });

/** An admin, a manager of Durg Office, a user the viewer may message, one without a profile, one outside the branch, one without an email. */
export const USER_ROWS = [
  aUserRow(1, 'admin'),
  aUserRow(2, 'manager', { branch_id: 3, branch: BRANCHES[0] }),
  aUserRow(3, 'user', { citizen_id: 30, primary_citizen: aProfile(30, 'User Three', '9876500030'), can_message: true }),
  aUserRow(4, 'user'),
  aUserRow(5, 'user', { citizen_id: 50, primary_citizen: aProfile(50, 'User Five', '9876500050') }),
  aUserRow(6, 'user', { email: null }),
];

/** The users screen as a viewer of the role (user id 99 unless told); answers the list and the branches; returns the list queries. */
export function renderUsersAs(role: Role, viewerId = 99) {
  tokenStore.set('token');
  answer('get', '/me', aUser({ id: viewerId, role }));
  const listQueries: URLSearchParams[] = [];
  const meta = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: USER_ROWS.length, total: USER_ROWS.length };
  apiServer.use(
    http.get('/api/admin/users', ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: USER_ROWS, meta });
    }),
  );
  answer('get', '/admin/branches', { data: BRANCHES });
  renderPage(<UserList />, { path: '/admin/users' });
  return listQueries;
}

/** The table row (or phone card) of the account named. */
export const userRowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

/** Opens the account's actions menu and chooses the action. */
export async function chooseUserAction(name: string, action: string | RegExp) {
  await userEvent.click(within(await userRowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
}
