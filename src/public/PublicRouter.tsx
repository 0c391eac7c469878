import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { tokenStore } from '../authProvider/token';
import { DrawnAnew } from '../components/HydrateInTurn';
import { loadPage } from '../routing/loadPage';
import { linkFollowedInPlace, openedByPlainLink } from '../routing/followedLink';
import { PageLinksProvider, PlainLink, usePageNavigate, type PageLinkProps, type PageLocation, type PageNavigate } from '../routing/pageLinks';
import { publicPageAt } from './pages';

/** A page of the entry as shown: where, and its component (its chunk loaded). */
export interface ShownPage {
  location: PageLocation;
  Page: ComponentType;
}

/** The address bar's location, with the state a page handed over (kept by the browser across a reload). */
export const windowLocation = (): PageLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: (window.history.state as { usr?: unknown } | null)?.usr,
});

/** Gives the new page's heading the focus (reachable by script only), so a screen reader announces it. */
function focusHeading() {
  const heading = document.querySelector<HTMLElement>('#main-content h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * A link of the public entry: to another public page, opened in place (its chunk, kept by the service worker, instead
 * of a page load over the network); to the back office, or opened in a new tab or window, a plain link.
 */
const PublicLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ onClick, ...props }, ref) => {
  const navigate = usePageNavigate();
  return (
    <PlainLink
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        const link = linkFollowedInPlace(event);
        if (!link || !publicPageAt(link.pathname)) return;
        event.preventDefault();
        navigate(props.to);
      }}
    />
  );
});

/**
 * The public entry's navigation between its own pages without a page load (a tile to its form, a form to its success
 * page with its answer as the page's state, under `usr` of the history's state as react-router keeps it); any other
 * page is loaded. Each public page also comes drawn from the server when opened by its address. A new page scrolls to the top and its heading takes
 * the focus, also a page loaded by a link of the app.
 */
export const PublicRouter = ({ initial, children }: { initial: ShownPage; children: (page: ReactNode) => ReactNode }) => {
  const [shown, setShown] = useState(initial);
  const first = useRef(true);
  const show = useCallback((location: PageLocation, push: boolean) => {
    const page = publicPageAt(location.pathname);
    const address = location.pathname + location.search;
    // A page of the back office, or any page once signed in (the back office draws the public pages for a session).
    if (!page || tokenStore.get()) return loadPage(address);
    page.load().then(
      (Page) => {
        if (push) window.history.pushState({ usr: location.state }, '', address);
        setShown({ location, Page });
      },
      () => loadPage(address),
    );
  }, []);
  const navigate = useCallback<PageNavigate>(
    (to, state) => {
      const url = new URL(to, window.location.href);
      show({ pathname: url.pathname, search: url.search, state }, true);
    },
    [show],
  );
  useEffect(() => {
    const onPop = () => show(windowLocation(), false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // A page a link of the app loaded is a new page of the journey too (not one opened from a bookmark or typed).
      if (openedByPlainLink(initial.location.pathname + initial.location.search)) focusHeading();
      return;
    }
    window.scrollTo(0, 0);
    focusHeading();
  }, [shown]);
  const value = useMemo(() => ({ Link: PublicLink, location: shown.location, navigate }), [shown.location, navigate]);
  // The first page is the drawn one, taken over; any other is drawn anew.
  const page = <shown.Page key={shown.location.pathname} />;
  return <PageLinksProvider value={value}>{children(shown === initial ? page : <DrawnAnew>{page}</DrawnAnew>)}</PageLinksProvider>;
};
