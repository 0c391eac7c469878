import { QueryClient } from '@tanstack/react-query';
import { getSession } from './session';

/** The signed-in user's answer to react-admin's check named `check`, or undefined while none is known. */
const knownAnswer = (check: 'checkAuth' | 'getPermissions') => () => {
  const session = getSession();
  if (session.status !== 'signedIn') return undefined;
  return check === 'checkAuth' ? true : session.user.role;
};

/**
 * The app's query client. react-admin's checks of the user (checkAuth, getPermissions: both read the session, loaded
 * once, session.ts) start from the session already known and are not asked again while it lasts (signing out clears
 * the client). Asked again by each screen as it mounted, their state changed under react-admin's routes, which had
 * drawn with it: React then drew the whole app again, synchronously, in the task of its first commit.
 */
export function createQueryClient() {
  const client = new QueryClient();
  for (const check of ['checkAuth', 'getPermissions'] as const) {
    client.setQueryDefaults(['auth', check], { staleTime: Number.POSITIVE_INFINITY, initialData: knownAnswer(check) });
  }
  return client;
}

/** The app's one query client. */
export const queryClient = createQueryClient();
