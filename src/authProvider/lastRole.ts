import type { SessionUser } from './session';

/**
 * localStorage: the role of this phone's last signed-in user, kept at sign-in and on each GET /me. Not a permission:
 * only what index.html's script and the app's entry ask for before GET /me answers (routing/earlyRequests.ts).
 */
export const LAST_ROLE_KEY = 'lastRole';

export const lastRole = () => localStorage.getItem(LAST_ROLE_KEY) as SessionUser['role'] | null;

export const rememberRole = (role: SessionUser['role']) => localStorage.setItem(LAST_ROLE_KEY, role);
