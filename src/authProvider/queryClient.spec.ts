import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { aUser, answer, useApiServer } from '../test/api';
import { createQueryClient } from './queryClient';
import { endSession, loadSessionUser } from './session';
import { tokenStore } from './token';

useApiServer();

/** Mounts an observer of react-admin's check `check` as its hooks do (useAuthState, usePermissions); answers its state and how often it asked. */
function observe(client: ReturnType<typeof createQueryClient>, check: string, answer: unknown) {
  const queryFn = vi.fn(() => Promise.resolve(answer));
  const observer = new QueryObserver(client, { queryKey: ['auth', check, {}], queryFn, retry: false });
  const unsubscribe = observer.subscribe(() => undefined);
  return { result: observer.getCurrentResult(), queryFn, unsubscribe };
}

describe("the app's query client", () => {
  it("starts react-admin's checks of the user from the session already loaded, and does not ask them again", async () => {
    tokenStore.set('a-token');
    answer('get', '/me', aUser({ role: 'manager' }));
    await loadSessionUser();
    const client = createQueryClient();

    for (const [check, known] of [['checkAuth', true], ['getPermissions', 'manager']] as const) {
      const { result, queryFn, unsubscribe } = observe(client, check, 'asked');
      expect(result).toMatchObject({ data: known, isPending: false, isFetching: false });
      expect(queryFn).not.toHaveBeenCalled();
      unsubscribe();
    }
  });

  it('asks them while no user is known, and again once a sign-out cleared the client', async () => {
    endSession();
    const client = createQueryClient();
    const first = observe(client, 'checkAuth', true);
    expect(first.result.isFetching).toBe(true);
    await vi.waitFor(() => expect(client.getQueryData(['auth', 'checkAuth', {}])).toBe(true));
    first.unsubscribe();

    client.clear();
    const again = observe(client, 'checkAuth', true);
    expect(again.queryFn).toHaveBeenCalledTimes(1);
    again.unsubscribe();
  });
});
