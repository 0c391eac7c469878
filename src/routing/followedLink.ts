/** sessionStorage: the address a plain link is loading, so that page knows it was opened from the app (usePageFocus). */
const FOLLOWED_LINK_KEY = 'followedLink';

/** Marks `address` as opened by a link of the app, for the page that opens it (openedByPlainLink). */
export const followingLink = (address: string) => sessionStorage.setItem(FOLLOWED_LINK_KEY, address);

/**
 * Whether a plain link of the app loaded this page (`address`: its path and query); asked once per page load. The mark
 * is taken only by the page it names: the page a link was tapped on may still come alive and ask while the browser
 * loads the next one (its code arriving just after the tap), and must leave that page its mark.
 */
export function openedByPlainLink(address: string): boolean {
  if (sessionStorage.getItem(FOLLOWED_LINK_KEY) !== address) return false;
  sessionStorage.removeItem(FOLLOWED_LINK_KEY);
  return true;
}

interface Click {
  target: EventTarget | null;
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The link of this site that `click` makes the browser follow in this tab (not prevented, the main button, no modifier
 * key, a link without a target), or null.
 */
export function linkFollowedInPlace(click: Click): HTMLAnchorElement | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  const link = (click.target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement && !link.target && link.origin === window.location.origin ? link : null;
}

/**
 * From the page's first script on (index.html's inline script), a link of the page that the browser follows (a plain
 * left click, not taken by the app's code) marks the page it loads: a drawn page's link tapped before its code has
 * taken it over (the home's last tile, on a slow phone) loads its page as one opened from the app, whose heading
 * takes the focus. Listens on the window, after the page's own handlers, so a link the app opens in place leaves no mark.
 */
export function markFollowedLinks() {
  window.addEventListener('click', (event) => {
    const link = linkFollowedInPlace(event);
    if (link) followingLink(link.pathname + link.search);
  });
}
