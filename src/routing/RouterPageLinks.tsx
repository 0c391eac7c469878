import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageLinksProvider } from './pageLinks';

/** In the back office, the shared pages' links are react-router's (no page load). */
export const RouterPageLinks = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const value = useMemo(() => ({ Link, pathname }), [pathname]);
  return <PageLinksProvider value={value}>{children}</PageLinksProvider>;
};
