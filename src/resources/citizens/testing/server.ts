import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFakeApi, type FakeApi } from './fakeApi';

/** Starts msw for a spec file with a fresh fake API before each test. */
export function setupFakeApi() {
  const server = setupServer();
  const context = { api: createFakeApi() as FakeApi, server };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    context.api = createFakeApi();
    server.resetHandlers(...context.api.handlers);
  });
  afterAll(() => server.close());
  return context;
}
