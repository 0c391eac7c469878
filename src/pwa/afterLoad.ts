/** After the page has loaded, this long before work that may wait starts (when the browser is idle). */
const AFTER_LOAD_MS = 3000;

/**
 * Runs `run` a few seconds after the page has loaded, when the browser is idle: work that may wait (the service
 * worker's precaching, the code of the pages a public page links to) never competes with the first screen, its data
 * and font on a slow network, nor with the first taps on a slow phone.
 */
export function afterLoadWhenIdle(run: () => void) {
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run());
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
