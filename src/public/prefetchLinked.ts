import { publicPageAt, type PublicPage } from './pages';

const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50));

/**
 * Once the page is taken over, and only when its code is kept on the phone (a service worker controls the page, so
 * nothing is asked of the network): the code of the public pages its content links to (the home's tiles: Ask for
 * Service; Track; the sign-in page's Register and Forgot password) is loaded and run while the browser is idle, one
 * page per idle moment, so a tap only draws its page.
 */
export function prefetchLinkedPages() {
  if (!navigator.serviceWorker?.controller) return;
  const pages = new Set(
    [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href]')]
      .filter((link) => link.origin === window.location.origin && link.pathname !== window.location.pathname)
      .map((link) => publicPageAt(link.pathname))
      .filter((page) => page !== undefined),
  );
  const next = (queue: PublicPage[]) => {
    const [page, ...rest] = queue;
    if (!page) return;
    whenIdle(() => void page.load().then(() => next(rest), () => undefined));
  };
  next([...pages]);
}
