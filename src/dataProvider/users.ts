import type { Role } from '../../common/options';
import type { components } from '../api/schema';
import { callApi } from './api';
import { RESOURCE_PATHS } from './rest';

/** User and branch administration: the `users` resource lives at /admin/users; role, reset link and branches are custom calls. */
RESOURCE_PATHS.users = '/admin/users';

export type Branch = components['schemas']['Branch'];

/** A user account as administered; `can_message`: whether the viewer may message its primary citizen profile. */
export type AdminUser = components['schemas']['User'];

export const userMethods = {
  /** A new role; a new manager's branch when given (none otherwise). */
  setUserRole: (id: number, role: Role, branchId?: number) =>
    callApi('patch', '/api/admin/users/{id}/role', { path: { id }, body: { role, ...(branchId !== undefined && { branch_id: branchId }) } }),
  /** A generated password, answered once; the account must change it at its next sign-in. */
  setTemporaryPassword: (id: number) => callApi('post', '/api/admin/users/{id}/temporary-password', { path: { id } }),
  sendUserResetLink: (id: number) => callApi('post', '/api/admin/users/{id}/send-reset-link', { path: { id } }),
  getBranches: async () => (await callApi('get', '/api/admin/branches')).data,
  saveBranch: (name: string, id?: number) =>
    id ? callApi('put', '/api/admin/branches/{id}', { path: { id }, body: { name } }) : callApi('post', '/api/admin/branches', { body: { name } }),
};
