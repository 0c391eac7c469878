import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { canAccess } from '../authProvider/access';
import type { SessionUser } from '../authProvider/session';
import { tokenStore } from '../authProvider/token';
import { startEarly } from '../dataProvider/http';

/** react-admin's store key of a list's remembered sort, filters and page (App.tsx's localStorageStore). */
const listParamsKey = (resource: string) => `RaStoreParivahanDesk.${resource}.listParams`;

/**
 * The first screens staff open, each with its code and the API requests its first draw needs, by path; the user from
 * GET /me decides the dashboard's (asked once /me answers). A list asks what react-admin will ask: page 1 of its default size, unless the URL
 * or a remembered sort, filter or page says otherwise.
 */
type Requests = (match: RegExpMatchArray, user: Promise<SessionUser | null>) => string[] | Promise<string[]>;

const SCREENS: { path: RegExp; code: () => Promise<unknown>; requests: Requests }[] = [
  {
    path: /^\/dashboard$/,
    code: () => import('../pages/dashboard/DashboardPage'),
    requests: (_match, user) => user.then((me) => (canAccess(me?.role, 'dashboard.staff') ? ['/dashboard/stats', '/dashboard/charts'] : [])),
  },
  {
    path: /^\/citizens$/,
    code: () => import('../resources/citizens/CitizenList'),
    requests: () => (window.location.search || localStorage.getItem(listParamsKey('citizens')) ? [] : [`/citizens?page=1&per_page=${DEFAULT_PAGE_SIZE}`]),
  },
  { path: /^\/citizens\/(\d+)$/, code: () => import('../resources/citizens/CitizenShow'), requests: (match) => [`/citizens/${match[1]}`] },
];

/**
 * Run before the app's libraries (main.tsx's first import, a chunk of its own that imports none: vite.config.ts): with a
 * stored token, asks for the user (GET /me), the opened screen's code and its first data at once, so they travel while
 * the libraries start, instead of one after another once the app has rendered (the app's identical calls take these answers,
 * startEarly). A public page or a signed-out visitor starts nothing.
 */
export function earlyStart(pathname = window.location.pathname) {
  if (!tokenStore.get()) return;
  const me = startEarly('/me').then((response) => (response.ok ? (response.clone().json() as Promise<SessionUser>) : null), () => null);
  for (const screen of SCREENS) {
    const match = pathname.match(screen.path);
    if (!match) continue;
    screen.code().catch(() => undefined);
    void Promise.resolve(screen.requests(match, me)).then((paths) => paths.forEach((path) => startEarly(path)));
  }
}

earlyStart();
