import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { canAccess } from '../authProvider/access';
import { lastRole } from '../authProvider/lastRole';
import type { SessionUser } from '../authProvider/session';

/** react-admin's store key of a list's remembered sort, filters and page (App.tsx's localStorageStore). */
const listParamsKey = (resource: string) => `RaStoreParivahanDesk.${resource}.listParams`;

/** A staff dashboard's first draw: its counts and charts. */
export const STAFF_DASHBOARD = ['/dashboard/stats', '/dashboard/charts'];
export const isStaff = (role: SessionUser['role'] | null | undefined) => canAccess(role, 'dashboard.staff');

/** The first screens staff open, whose first requests (and code, earlyStart.ts) are asked for early. */
export type EarlyScreen = 'dashboard' | 'citizens' | 'citizen';

/**
 * Each screen's path and the API requests its first draw needs that are known before GET /me answers: a list asks what
 * react-admin will ask, page 1 of its default size, unless the URL or a remembered sort, filter or page says otherwise;
 * the dashboard asks for a staff member's counts when this phone's last user was staff.
 */
const SCREENS: Record<EarlyScreen, { path: RegExp; requests: (match: RegExpMatchArray) => string[] }> = {
  dashboard: { path: /^\/dashboard$/, requests: () => (isStaff(lastRole()) ? STAFF_DASHBOARD : []) },
  citizens: {
    path: /^\/citizens$/,
    requests: () => (window.location.search || localStorage.getItem(listParamsKey('citizens')) ? [] : [`/citizens?page=1&per_page=${DEFAULT_PAGE_SIZE}`]),
  },
  citizen: { path: /^\/citizens\/(\d+)$/, requests: (match) => [`/citizens/${match[1]}`] },
};

/** A screen of SCREENS opened, with its requests known at once. */
export type OpenedScreen = { screen: EarlyScreen; requests: string[] } | null;

/** The screen `pathname` opens, if it is one of SCREENS, with its requests known at once. */
export function openedScreen(pathname: string): OpenedScreen {
  for (const [screen, { path, requests }] of Object.entries(SCREENS)) {
    const match = pathname.match(path);
    if (match) return { screen: screen as EarlyScreen, requests: requests(match) };
  }
  return null;
}

/** Every request known at once: the user, then the opened screen's. */
export const earlyRequests = (opened: OpenedScreen) => ['/me', ...(opened?.requests ?? [])];
