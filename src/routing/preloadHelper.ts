import { preloadInTurns } from './preloadModules';

/** The chunks the helper asked for (some may still wait their turn). */
const asked = new Set<string>();

/** Of `hrefs`, those neither the page links (index.html's, the inline script's) nor the helper asked for before. */
function notAsked(hrefs: string[]): string[] {
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));
  const fresh = hrefs.filter((href) => !linked.has(href) && !asked.has(href));
  for (const href of fresh) asked.add(href);
  return fresh;
}

/** A style sheet a chunk needs, asked for as vite's helper does: the chunk runs once it is applied. */
function loadStyle(href: string): Promise<void> {
  const link = document.createElement('link');
  Object.assign(link, { rel: 'stylesheet', href, crossOrigin: '' });
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
    document.head.append(link);
  });
}

/** Vite's event for a chunk that did not load (src/reloadOnStaleBuild.ts answers it); the error goes on unless it is handled. */
function reportFailure(error: unknown): never | undefined {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined;
}

/**
 * The build's helper for `import()` (vite's `__vitePreload`, replaced by vite.preload-helper.ts): the imported chunk's
 * own imports are asked for as module preloads a few per task (vite's helper appended all in one task: 76 for the
 * citizens list, a task of 60–180 ms just after its first picture, with DevTools attached), its style sheets at once
 * and waited for. A chunk that does not load raises `vite:preloadError`, as vite's does.
 */
export function __vitePreload<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  const hrefs = notAsked((deps ?? []).map((dep) => new URL(`/${dep}`, window.location.href).href));
  const styles = hrefs.filter((href) => new URL(href).pathname.endsWith('.css'));
  preloadInTurns(hrefs.filter((href) => !styles.includes(href)));
  return Promise.allSettled(styles.map(loadStyle)).then((settled) => {
    for (const result of settled) if (result.status === 'rejected') reportFailure(result.reason);
    return load().catch(reportFailure) as Promise<T>;
  });
}
