import { afterLoadWhenIdle } from './afterLoad';

/**
 * Registers the service worker that pwa.config.ts builds (the built app only: the dev server has none) a few seconds
 * after the page has loaded and when the browser is idle, so its precaching of the whole app (1.9 MB before
 * compression) never competes with the first screen's own code, data and font on a slow network. Registered from the
 * app's code, as the content security policy allows no inline script.
 */
export function registerWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
}
