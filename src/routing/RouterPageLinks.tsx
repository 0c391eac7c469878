import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageLinksProvider } from './pageLinks';

/** In the back office, the shared pages' links and navigation are react-router's (no page load). */
export const RouterPageLinks = ({ children }: { children: ReactNode }) => {
  const { pathname, search, state } = useLocation();
  const routerNavigate = useNavigate();
  const value = useMemo(
    () => ({ Link, location: { pathname, search, state: state as unknown }, navigate: (to: string, next?: unknown) => void routerNavigate(to, { state: next }) }),
    [pathname, search, state, routerNavigate],
  );
  return <PageLinksProvider value={value}>{children}</PageLinksProvider>;
};
