import type { Role } from '../../common/options';
import { apiFetch } from './http';
import { RESOURCE_PATHS } from './rest';

/** User and branch administration: the `users` resource lives at /admin/users; role, reset link and branches are custom calls. */
RESOURCE_PATHS.users = '/admin/users';

export interface Branch {
  id: number;
  name: string;
}

export interface AdminUser {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  role: Role;
  branch_id: number | null;
  branch: Branch | null;
  citizen_id: number | null;
  primary_citizen: { id: number; name: string; mobile: string } | null;
  /** Whether the viewer may message the primary citizen profile (the server's scope rule). */
  can_message: boolean;
}

export const userMethods = {
  /** A new role; a new manager's branch when given (none otherwise). */
  setUserRole: (id: number, role: Role, branchId?: number) =>
    apiFetch<AdminUser>(`/admin/users/${id}/role`, { method: 'PATCH', body: { role, ...(branchId !== undefined && { branch_id: branchId }) } }),
  /** A generated password, answered once; the account must change it at its next sign-in. */
  setTemporaryPassword: (id: number) => apiFetch<{ password: string }>(`/admin/users/${id}/temporary-password`, { method: 'POST' }),
  sendUserResetLink: (id: number) => apiFetch<{ message: string }>(`/admin/users/${id}/send-reset-link`, { method: 'POST' }),
  getBranches: async () => (await apiFetch<{ data: Branch[] }>('/admin/branches')).data,
  saveBranch: (name: string, id?: number) =>
    apiFetch<Branch>(id ? `/admin/branches/${id}` : '/admin/branches', { method: id ? 'PUT' : 'POST', body: { name } }),
};
