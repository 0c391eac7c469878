/**
 * Registers the service worker that pwa.config.ts builds (the built app only: the dev server has none), once the
 * page has loaded, so its precaching of the app's code never competes with the first screen. Registered from the app's
 * code, as the content security policy allows no inline script.
 */
export function registerWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
