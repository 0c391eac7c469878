/** The meta of a drawn public page naming its code: the public entry, then the chunks fetched beside it (src/public/prerender.ts). */
export const PUBLIC_CODE_META = 'public-code';

/** How many preloads are asked for in one task: each cost the page 1–3 ms with DevTools attached (30 at once made a task of 12–70 ms). */
const PRELOADS_PER_TASK = 3;

/** The code the page's meta names (its entry, then its chunks), or null on a page without it. */
function namedCode(doc: Document): string[] | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_CODE_META}"]`)?.content.split(' ') ?? null;
}

/** Asks for the module `href` as a module preload (fetched and compiled, run once imported). */
export function preloadModule(href: string, doc: Document = document) {
  const link = doc.createElement('link');
  Object.assign(link, { rel: 'modulepreload', href, crossOrigin: 'anonymous' });
  doc.head.append(link);
}

/** Asks for `code`: the entry, then the chunks as module preloads, a few per task. */
function requestCode(doc: Document, [entry, ...chunks]: string[]) {
  const script = doc.createElement('script');
  Object.assign(script, { type: 'module', src: entry, crossOrigin: 'anonymous' });
  doc.head.append(script);
  const preload = (from: number) => {
    for (const href of chunks.slice(from, from + PRELOADS_PER_TASK)) preloadModule(href, doc);
    if (from + PRELOADS_PER_TASK < chunks.length) setTimeout(() => preload(from + PRELOADS_PER_TASK));
  };
  preload(0);
}

/**
 * A drawn public page asks for its code from the network once its drawing is on the screen (the frame after the page
 * was parsed), not as its head is parsed: the page's words, and Hindi's faces, never share a weak network with 80 KB of
 * code that only brings the page alive, and Lighthouse's simulated phone no longer put the code's download before the
 * first paint in some runs (Hindi Login's LCP was 1.8–2.9 s from one run to the next). Code the app's service worker
 * serves from the phone shares no network: a page it controls asks once parsed, as a module script in its head would
 * run. So does a page in a hidden tab, which draws no frame. Started by index.html's inline script
 * (src/routing/earlyInline.ts); a page without the meta (the back office's) asks for nothing.
 */
export function requestCodeAfterPaint(doc: Document = document, worker: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  const whenParsed = () => {
    const code = namedCode(doc);
    // The back office's page asks for nothing, not even a frame (which would draw its page half-built).
    if (!code) return;
    if (worker?.controller || doc.visibilityState === 'hidden') requestCode(doc, code);
    else requestAnimationFrame(() => setTimeout(() => requestCode(doc, code)));
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}
