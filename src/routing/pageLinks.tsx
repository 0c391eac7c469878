import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

export type PageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

interface PageLinks {
  /** A link to a page of the app: react-router's in the back office, a plain link (a page load) in the public entry. */
  Link: ComponentType<PageLinkProps>;
  pathname: string;
}

/** A plain link: the public pages are each a page of their own, drawn at build time. */
export const PlainLink = forwardRef<HTMLAnchorElement, PageLinkProps>(({ to, ...props }, ref) => <a ref={ref} href={to} {...props} />);

const PageLinksContext = createContext<PageLinks | null>(null);

export const PageLinksProvider = ({ value, children }: { value: PageLinks; children: ReactNode }) => (
  <PageLinksContext.Provider value={value}>{children}</PageLinksContext.Provider>
);

const usePageLinks = (): PageLinks =>
  useContext(PageLinksContext) ?? { Link: PlainLink, pathname: typeof location === 'undefined' ? '/' : location.pathname };

/** The link component for `component={…}` of MUI's buttons and cards, with `to`. */
export const usePageLink = () => usePageLinks().Link;

export const usePathname = () => usePageLinks().pathname;
