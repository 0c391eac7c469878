import { preloadInTurns } from '../routing/preloadModules';

/** The meta of a drawn public page naming its code: the public entry, then the chunks fetched beside it (src/public/prerender.ts). */
export const PUBLIC_CODE_META = 'public-code';

/** The code the page's meta names (its entry, then its chunks), or null on a page without it. */
function namedCode(doc: Document): string[] | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_CODE_META}"]`)?.content.split(' ') ?? null;
}

/** Asks for `code`: the entry, then the chunks as module preloads, a few per task. */
function requestCode(doc: Document, [entry, ...chunks]: string[]) {
  const script = doc.createElement('script');
  Object.assign(script, { type: 'module', src: entry, crossOrigin: 'anonymous' });
  doc.head.append(script);
  preloadInTurns(chunks, doc);
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
