import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { tokenStore } from '../authProvider/token';
import { earlyStart } from './earlyStart';

/** What leaves, in order: the API requests' URLs and 'app' when the app's code is asked for. */
function watch() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      sent.push(url);
      return Promise.resolve(new Response('{}', { status: 401 }));
    }),
  );
  const loadApp = () => {
    sent.push('app');
    return Promise.resolve();
  };
  return { sent, loadApp };
}

/** Drops the early requests shared on the window (http.ts) and the modules holding them. */
function freshEarlyRequests() {
  Reflect.deleteProperty(globalThis, 'parivahanEarly');
  vi.resetModules();
}

describe('earlyStart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("asks for the user and the list's first page before the app's code", async () => {
    tokenStore.set('a-token');
    const { sent, loadApp } = watch();
    earlyStart(loadApp, '/citizens');
    // The app's code once the libraries have run (runLibraries.ts: their first import here takes seconds).
    await vi.waitFor(() => expect(sent).toEqual(['/api/me', `/api/citizens?page=1&per_page=${DEFAULT_PAGE_SIZE}`, 'app']), { timeout: 20_000 });
  });

  it("asks for the app's code once the screen's picture is drawn, or after 800 ms at most", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    // Fresh modules and no early answers: those started by the test above are kept for the app (startEarly).
    freshEarlyRequests();
    (await import('../authProvider/token')).tokenStore.set('a-token');
    const fresh = await import('./earlyStart');
    vi.useFakeTimers();
    try {
      const { sent, loadApp } = watch();
      vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
      fresh.earlyStart(loadApp, '/citizens');
      await vi.advanceTimersByTimeAsync(799);
      expect(sent).toEqual([]);
      // Then the libraries run in turns (runLibraries.ts), the app after them.
      await vi.waitFor(() => expect(sent).toEqual(['app']), { timeout: 20_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for a staff dashboard's counts beside the user when the last visit's user was staff, once the user answers otherwise", async () => {
    const answering = (role: string) =>
      vi.fn((url: string) => Promise.resolve(new Response(url.endsWith('/me') ? JSON.stringify({ role }) : '{}', { status: 200 })));
    for (const [stored, role] of [[null, 'manager'], ['admin', 'manager']] as const) {
      freshEarlyRequests();
      (await import('../authProvider/token')).tokenStore.set('a-token');
      if (stored) localStorage.setItem('lastRole', stored);
      const fetch = answering(role);
      vi.stubGlobal('fetch', fetch);
      (await import('./earlyStart')).earlyStart(() => Promise.resolve(), '/dashboard');
      const sentAtOnce = fetch.mock.calls.map(([url]) => url);
      expect(sentAtOnce).toEqual(stored ? ['/api/me', '/api/dashboard/stats', '/api/dashboard/charts'] : ['/api/me']);
      await vi.waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/me', '/api/dashboard/stats', '/api/dashboard/charts']));
      localStorage.clear();
    }
  });

  it("asks for the app's code even when a library chunk failed to load", async () => {
    vi.doMock('./runLibraries', () => ({ runLibraries: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }));
    freshEarlyRequests();
    (await import('../authProvider/token')).tokenStore.set('a-token');
    const { sent, loadApp } = watch();
    (await import('./earlyStart')).earlyStart(loadApp, '/citizens');
    await vi.waitFor(() => expect(sent).toContain('app'));
    vi.doUnmock('./runLibraries');
  });

  it("asks a visitor's page for the app's code only", async () => {
    const { sent, loadApp } = watch();
    earlyStart(loadApp, '/citizens');
    await vi.waitFor(() => expect(sent).toEqual(['app']));
  });
});
