/** After the page has loaded, this long before the worker is registered: its precaching starts once the first screen is in. */
const AFTER_LOAD_MS = 3000;

/**
 * Registers the service worker that pwa.config.ts builds (the built app only: the dev server has none) a few seconds
 * after the page has loaded and when the browser is idle, so its precaching of the whole app (1.9 MB before
 * compression) never competes with the first screen's own code, data and font on a slow network. Registered from the
 * app's code, as the content security policy allows no inline script.
 */
export function registerWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : register());
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
