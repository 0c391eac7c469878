import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The fake API of unit specs (msw). Call `useApiServer()` at the top of a spec file. */
export const apiServer = setupServer();

export function useApiServer() {
  beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => apiServer.resetHandlers());
  afterAll(() => apiServer.close());
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RecordedCall {
  body: any;
  headers: Headers;
  query: URLSearchParams;
}

/**
 * Answers `METHOD /api<path>` with `answer` (and `status`), recording every call's JSON body.
 * Returns the list of calls so a spec can check what the app sent.
 */
export function answer(method: Method, path: string, body: JsonBodyType, status = 200): RecordedCall[] {
  const calls: RecordedCall[] = [];
  apiServer.use(
    http[method](`/api${path}`, async ({ request }) => {
      const text = await request.text();
      calls.push({ body: text ? JSON.parse(text) : undefined, headers: request.headers, query: new URL(request.url).searchParams });
      return HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

export { aUser } from './fixtures';
