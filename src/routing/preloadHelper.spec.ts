import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preloadHelper';

/** The module preloads the page has asked for, in order (paths). */
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

describe("the build's import() helper", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it("asks for the imported chunk's imports a few per task, in order, and imports it at once", async () => {
    const deps = Array.from({ length: 8 }, (_, index) => `assets/a${index}.js`);
    const load = vi.fn(() => Promise.resolve('module'));
    const imported = __vitePreload(load, deps);
    expect(preloads()).toEqual(['/assets/a0.js', '/assets/a1.js', '/assets/a2.js']);
    await expect(imported).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(6);
    vi.runAllTimers();
    expect(preloads()).toEqual(deps.map((dep) => `/${dep}`));
  });

  it('asks once for a chunk the page already links (index.html) or an import before asked for', async () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/linked.js">';
    await __vitePreload(() => Promise.resolve(), ['assets/linked.js', 'assets/b.js']);
    await __vitePreload(() => Promise.resolve(), ['assets/b.js', 'assets/c.js']);
    vi.runAllTimers();
    expect(preloads()).toEqual(['/assets/linked.js', '/assets/b.js', '/assets/c.js']);
  });

  it('imports a chunk once the style sheet it needs is applied', async () => {
    const load = vi.fn(() => Promise.resolve());
    const imported = __vitePreload(load, ['assets/font.css']);
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(new URL(sheet.href).pathname).toBe('/assets/font.css');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    sheet.dispatchEvent(new Event('load'));
    await imported;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('raises vite:preloadError for a chunk that does not load: handled, the import settles; otherwise the error goes on', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const heard = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener('vite:preloadError', heard);
    await expect(__vitePreload(() => Promise.reject(failure), [])).resolves.toBeUndefined();
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ payload: failure }));
    window.removeEventListener('vite:preloadError', heard);
    await expect(__vitePreload(() => Promise.reject(failure), [])).rejects.toBe(failure);
  });
});
