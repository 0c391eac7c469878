import { useCallback, useContext, useEffect, useRef } from 'react';
import type { RouterNavigateFunction, RouterProvider, RouterWrapperProps } from 'react-admin';
import {
  HashRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';

/**
 * Stands in for ra-core's `routing/adapters/reactRouterProvider.js` in the build (see vite.config.ts).
 * The same provider, except for the router it makes when none encloses the admin: react-router's
 * HashRouter instead of a data router (createHashRouter). ra-core's default would otherwise put the
 * whole data router (~18 KB gzip) in every first load; the app always encloses it in a BrowserRouter.
 */

/** Blocking navigation needs a data router. */
const useCanBlock = () => {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouter && dataRouterState);
};

/** react-router's navigate as a stable function (react-router's changes on every navigation). */
const useNavigate = (): RouterNavigateFunction => {
  const navigate = useReactRouterNavigate();
  const latest = useRef(navigate as RouterNavigateFunction);
  useEffect(() => {
    latest.current = navigate as RouterNavigateFunction;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>((...args) => latest.current(...args), []);
};

const RouterWrapper = ({ basename, children }: RouterWrapperProps) =>
  useInRouterContext() ? <>{children}</> : <HashRouter basename={basename}>{children}</HashRouter>;

export const reactRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
