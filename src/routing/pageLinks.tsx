import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

interface PageLinks {
  /** A link to a page of the app: react-router's in the back office, a plain link (a page load) in the public entry. */
  Link: ComponentType<PageLinkProps>;
  pathname: string;
}

/** sessionStorage: the address a plain link is loading, so that page knows it was opened from the app (usePageFocus). */
const FOLLOWED_LINK_KEY = 'followedLink';

/** A plain link: the public pages are each a page of their own, drawn at build time. */
export const PlainLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ to, onClick, ...props }, ref) => (
  <a
    ref={ref}
    href={to}
    onClick={(event) => {
      sessionStorage.setItem(FOLLOWED_LINK_KEY, to);
      onClick?.(event);
    }}
    {...props}
  />
));

/** Whether a plain link of the app loaded this page (`address`: its path and query); asked once per page load. */
export function openedByPlainLink(address: string): boolean {
  const followed = sessionStorage.getItem(FOLLOWED_LINK_KEY);
  sessionStorage.removeItem(FOLLOWED_LINK_KEY);
  return followed === address;
}

const PageLinksContext = createContext<PageLinks | null>(null);

export const PageLinksProvider = ({ value, children }: { value: PageLinks; children: ReactNode }) => (
  <PageLinksContext.Provider value={value}>{children}</PageLinksContext.Provider>
);

const usePageLinks = (): PageLinks =>
  useContext(PageLinksContext) ?? { Link: PlainLink, pathname: typeof location === 'undefined' ? '/' : location.pathname };

/** The link component for `component={…}` of MUI's buttons and cards, with `to`. */
export const usePageLink = () => usePageLinks().Link;

export const usePathname = () => usePageLinks().pathname;
