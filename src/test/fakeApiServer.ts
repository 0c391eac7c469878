import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { tokenStore } from '../authProvider/token';
import type { Role } from '../../common/options';
import { createFakeApi, type FakeApi } from './fakeApi';
import { renderCitizens } from './TestApp';

// Dialogs with many MUI inputs render slowly in jsdom when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 30_000 });

/** Starts msw for a spec file with a fresh fake API before each test. */
export function setupFakeApi() {
  const server = setupServer();
  const context = {
    api: createFakeApi() as FakeApi,
    server,
    /** Renders the citizens resource at `path` as `role`, the fake API answering as that role. */
    render(path: string, role: Role = 'admin', onLocation?: Parameters<typeof renderCitizens>[2]) {
      context.api.setRole(role);
      return renderCitizens(path, role, onLocation);
    },
    /** Renders a story (composed with the app's preview) signed in as `role`. */
    renderStory(story: ReactElement, role: Role = 'admin') {
      context.api.setRole(role);
      tokenStore.set('test-token');
      return render(story);
    },
  };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    context.api = createFakeApi();
    server.resetHandlers(...context.api.handlers);
  });
  afterAll(() => server.close());
  return context;
}
