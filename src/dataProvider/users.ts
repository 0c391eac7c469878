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
}

export const userMethods = {
  setUserRole: (id: number, role: Role) => apiFetch<AdminUser>(`/admin/users/${id}/role`, { method: 'PATCH', body: { role } }),
  sendUserResetLink: (id: number) => apiFetch<{ message: string }>(`/admin/users/${id}/send-reset-link`, { method: 'POST' }),
  getBranches: async () => (await apiFetch<{ data: Branch[] }>('/admin/branches')).data,
  saveBranch: (name: string, id?: number) =>
    apiFetch<Branch>(id ? `/admin/branches/${id}` : '/admin/branches', { method: id ? 'PUT' : 'POST', body: { name } }),
};
