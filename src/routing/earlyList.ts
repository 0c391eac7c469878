import type { Query, QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { dataProvider } from '../dataProvider';
import { openedScreen } from './earlyRequests';

/** What react-admin's list asks for first when neither the URL nor a remembered sort, filter or page says otherwise (earlyRequests.ts asks the server the same). */
const FIRST_PAGE = { pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** How long the app's first draw waits for the list's early answer: one not in by then is taken by the list itself. */
const EARLY_LIST_WAIT_MS = 1500;

/** The cached lists that stand for their first observer's fetch, until it leaves. */
const takenEarly = new WeakSet<Query>();

/** Keeps `query` fresh for the list that mounts on it, until that list is left: the next visit asks anew. */
function freshUntilLeft(client: QueryClient, query: Query) {
  takenEarly.add(query);
  client.setQueryDefaults(query.queryKey.slice(0, 2), { staleTime: (asked) => (takenEarly.has(asked) ? Number.POSITIVE_INFINITY : 0) });
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerRemoved' || event.query !== query) return;
    takenEarly.delete(query);
    stop();
  });
}

/**
 * The opened citizens list's first page, from the answer asked for as the page loaded (earlyRequests.ts), put in the
 * query cache before the app first draws: the first draw shows the rows, and the list does not ask again as it mounts.
 * Asked at mount, its answer made React draw the whole list again, synchronously: a task of 150–250 ms on /citizens.
 * Settles once it is there, or after EARLY_LIST_WAIT_MS (the list then asks as it mounts).
 */
export async function takeEarlyList(client: QueryClient, pathname: string): Promise<void> {
  const opened = openedScreen(pathname);
  if (opened?.screen !== 'citizens' || !opened.requests.length) return;
  let late = false;
  const seeded = dataProvider.getList('citizens', FIRST_PAGE).then(
    (result) => {
      if (late) return;
      const queryKey = ['citizens', 'getList', FIRST_PAGE];
      client.setQueryData(queryKey, result);
      freshUntilLeft(client, client.getQueryCache().find({ queryKey, exact: true })!);
    },
    () => undefined,
  );
  const waited = new Promise<void>((resolve) => setTimeout(() => ((late = true), resolve()), EARLY_LIST_WAIT_MS));
  await Promise.race([seeded, waited]);
}
