import type { AuthProvider } from 'react-admin';
import { apiFetch } from '../dataProvider/http';
import { endSession, loadSessionUser, startSession, type SessionUser } from './session';
import { tokenStore } from './token';

export * from './session';

/** Sign in with a token just issued (by /register; the login page starts its session itself, without react-admin). */
export type LoginParams = { token: string };

/**
 * Where a guard sends a visitor who must sign in first: the login page, remembering the way back.
 * On the login page already, it stays as it is, so repeated 401s never nest `redirect=/login?redirect=…`.
 */
export const loginPathFor = (location: { pathname: string; search: string }) =>
  location.pathname === '/login' ? location.pathname + location.search : `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

export const authProvider: AuthProvider = {
  async login({ token }: LoginParams) {
    startSession(token);
    await loadSessionUser();
  },
  async logout() {
    if (tokenStore.get()) await apiFetch('/logout', { method: 'POST' }).catch(() => undefined);
    endSession();
    return '/';
  },
  async checkAuth() {
    try {
      await loadSessionUser();
    } catch {
      throw { redirectTo: loginPathFor(window.location), message: false };
    }
  },
  async checkError(error) {
    if (error?.status === 401) {
      endSession();
      throw { redirectTo: loginPathFor(window.location), message: false };
    }
  },
  async getIdentity() {
    const user: SessionUser = await loadSessionUser();
    return { ...user, fullName: user.name };
  },
  async getPermissions() {
    const user = await loadSessionUser().catch(() => null);
    return user?.role ?? null;
  },
};
