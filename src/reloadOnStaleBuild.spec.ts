import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleBuild } from './reloadOnStaleBuild';

const reload = vi.fn();
vi.stubGlobal('location', { ...window.location, reload });
reloadOnStaleBuild();
const chunkFails = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  reload.mockClear();
});

describe('a chunk of an older build that is gone', () => {
  it('reloads the page, at most once a minute', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
    chunkFails();
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2026-01-01T10:01:01Z'));
    chunkFails();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
