import type { AuthProvider } from 'react-admin';
import type { Role } from '../../common/options';
import { apiFetch } from '../dataProvider/http';
import { tokenStore } from './token';

export interface SessionUser {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  role: Role;
  branch_id: number | null;
  citizen_id: number | null;
  primary_citizen: { id: number; dob: string | null; father_name: string | null; address: string | null } | null;
}

let currentUser: Promise<SessionUser> | null = null;

/** The signed-in user, loaded once per session from GET /me; a failure discards the token. */
export function loadSessionUser(refresh = false): Promise<SessionUser> {
  if (!tokenStore.get()) return Promise.reject(new Error('Not signed in'));
  if (!currentUser || refresh) {
    currentUser = apiFetch<SessionUser>('/me').catch((error) => {
      if (error?.status === 401) {
        tokenStore.clear();
        currentUser = null;
      }
      throw error;
    });
  }
  return currentUser;
}

export function startSession(token: string) {
  tokenStore.set(token);
  currentUser = null;
}

function endSession() {
  tokenStore.clear();
  currentUser = null;
}

export const authProvider: AuthProvider = {
  async login({ identifier, password }: { identifier: string; password: string }) {
    const credentials = identifier.includes('@') ? { email: identifier, password } : { phone: identifier, password };
    const { token } = await apiFetch<{ token: string }>('/login', { method: 'POST', body: credentials });
    startSession(token);
    await loadSessionUser();
  },
  async logout() {
    if (tokenStore.get()) await apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
    endSession();
    return '/';
  },
  async checkAuth() {
    await loadSessionUser();
  },
  async checkError(error) {
    if (error?.status === 401) {
      endSession();
      throw error;
    }
  },
  async getIdentity() {
    const user = await loadSessionUser();
    return { ...user, fullName: user.name };
  },
  async getPermissions() {
    const user = await loadSessionUser().catch(() => null);
    return user?.role ?? null;
  },
};
