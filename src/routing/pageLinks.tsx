import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';
import { loadPage } from './loadPage';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/** Where the page is: its path, its query (`?…`) and the state the page that opened it handed over. */
export interface PageLocation {
  pathname: string;
  search: string;
  state?: unknown;
}

/** Opens a page of the app with a state for it (e.g. a form's answer for its success page). */
export type PageNavigate = (to: string, state?: unknown) => void;

interface PageLinks {
  /** A link to a page of the app: react-router's in the back office, a plain link (a page load) in the public entry. */
  Link: ComponentType<PageLinkProps>;
  location: PageLocation;
  /** react-router's navigate in the back office; the public entry's (src/public/PublicRouter.tsx). */
  navigate: PageNavigate;
}

/**
 * A plain link: the public pages are each a page of their own, drawn at build time. The page it loads learns it was
 * opened from the app by the mark index.html's inline script leaves (markFollowedLinks).
 */
export const PlainLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ to, ...props }, ref) => <a ref={ref} href={to} {...props} />);

const PageLinksContext = createContext<PageLinks | null>(null);

export const PageLinksProvider = ({ value, children }: { value: PageLinks; children: ReactNode }) => (
  <PageLinksContext.Provider value={value}>{children}</PageLinksContext.Provider>
);

/** Outside both apps (a story of one component): plain links and page loads. */
const PAGE_LOADS: PageLinks = {
  Link: PlainLink,
  get location() {
    return typeof location === 'undefined' ? { pathname: '/', search: '' } : { pathname: location.pathname, search: location.search };
  },
  navigate: (to) => loadPage(to),
};

const usePageLinks = (): PageLinks => useContext(PageLinksContext) ?? PAGE_LOADS;

/** The link component for `component={…}` of MUI's buttons and cards, with `to`. */
export const usePageLink = () => usePageLinks().Link;

export const usePageLocation = () => usePageLinks().location;

export const usePathname = () => usePageLinks().location.pathname;

/** The page's query, as react-router's useSearchParams reads it. */
export const useSearch = () => new URLSearchParams(usePageLinks().location.search);

export const usePageNavigate = () => usePageLinks().navigate;
