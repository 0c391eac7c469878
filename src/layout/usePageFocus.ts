import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { openedByPlainLink } from '../routing/followedLink';

/** How long a new page may take to draw its heading (its code and data loading) before the focus stops waiting. */
const HEADING_WAIT_MS = 10_000;

/**
 * Gives the page's heading the focus (reachable by script only), or tells it is not there yet. A dialog the new page
 * opened keeps the focus it took, and so does a field of the new page the person reached before its heading was drawn.
 */
function focusHeading(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (active?.closest('[role="dialog"]') || (active !== main && main.contains(active))) return true;
  const heading = main.querySelector<HTMLElement>('h1:not(:empty)');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * On each new page (a new path; not the first one, nor a filter or page change in the query): the window scrolls to
 * the top, unless Back or Forward brought the person here, and the focus moves to the page's heading once it is
 * drawn, so a screen reader announces the page and Tab goes on from there instead of from the page's body. The first
 * page is a new one too when a link of the app's own public pages loaded it (they are pages of their own: src/public/).
 */
export function usePageFocus(mainId: string) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstPage = useRef<boolean | null>(null);
  firstPage.current ??= !openedByPlainLink(window.location.pathname + window.location.search);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    const main = document.getElementById(mainId);
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => focusHeading(main) && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
    // Only a new path is a new page; the navigation's type comes with it.
  }, [pathname, mainId]);
}
