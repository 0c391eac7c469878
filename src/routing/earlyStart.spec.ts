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

describe('earlyStart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("asks for the user and the list's first page before the app's code", () => {
    tokenStore.set('a-token');
    const { sent, loadApp } = watch();
    earlyStart(loadApp, '/citizens');
    expect(sent).toEqual(['/api/me', `/api/citizens?page=1&per_page=${DEFAULT_PAGE_SIZE}`, 'app']);
  });

  it("asks a visitor's page for the app's code only", () => {
    const { sent, loadApp } = watch();
    earlyStart(loadApp, '/citizens');
    expect(sent).toEqual(['app']);
  });
});
