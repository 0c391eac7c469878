import { useEffect, useSyncExternalStore } from 'react';
import type { components } from '../api/schema';
import { callApi } from '../dataProvider/api';
import { rememberRole } from './lastRole';
import { tokenStore } from './token';

/** The signed-in user, as GET /me answers it (`must_change_password`: signed in with a temporary password, the app shows
 * only Change Password until it is changed). */
export type SessionUser = components['schemas']['AccountUser'];

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser };

const LOADING: Session = { status: 'loading' };
const SIGNED_OUT: Session = { status: 'signedOut' };

/** null until the first look: then a stored token means "loading", none means "signed out". */
let current: Session | null = null;
let pendingUser: Promise<SessionUser> | null = null;
const listeners = new Set<() => void>();

function publish(next: Session | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return current ?? (tokenStore.get() ? LOADING : SIGNED_OUT);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The signed-in user from GET /me, loaded once per session (or again with `refresh`); its role is kept for the next
 * page load (lastRole.ts).
 * A refusal (any answer of the server) discards the token and signs the visitor out (doc1 §8). A call that got no
 * answer (the network cut, or the page left while it ran) signs this screen out but keeps the token for the next try:
 * discarding it there signed a journey out when it opened another page during the load.
 */
export function loadSessionUser(refresh = false): Promise<SessionUser> {
  if (!tokenStore.get()) {
    publish(SIGNED_OUT);
    return Promise.reject(new Error('Not signed in'));
  }
  if (!pendingUser || refresh) {
    const request = callApi('get', '/api/me').then(
      (user) => {
        rememberRole(user.role);
        if (pendingUser === request) publish({ status: 'signedIn', user });
        return user;
      },
      (error) => {
        if (pendingUser === request) {
          if (typeof (error as { status?: unknown })?.status === 'number') endSession();
          else {
            pendingUser = null;
            publish(SIGNED_OUT);
          }
        }
        throw error;
      },
    );
    pendingUser = request;
  }
  return pendingUser;
}

/**
 * Keeps a freshly issued token, and the role its user has (the page opened next asks for its first data at once); the
 * user is loaded on the next look.
 */
export function startSession(token: string, role?: SessionUser['role']) {
  tokenStore.set(token);
  if (role) rememberRole(role);
  pendingUser = null;
  publish(null);
}

export function endSession() {
  tokenStore.clear();
  pendingUser = null;
  publish(SIGNED_OUT);
}

/** Forgets what was loaded, as on a fresh page load: the next look reads the stored token again. */
export function forgetSession() {
  pendingUser = null;
  current = null;
}

/** The session as components see it; the first caller starts restoring a stored token. */
export function useSession(): Session {
  const session = useSyncExternalStore(subscribe, getSession, getSession);
  useEffect(() => {
    if (session.status === 'loading') loadSessionUser().catch(() => undefined);
  }, [session.status]);
  return session;
}

/** The signed-in user, or undefined while loading or signed out. */
export function useSessionUser(): SessionUser | undefined {
  const session = useSession();
  return session.status === 'signedIn' ? session.user : undefined;
}
