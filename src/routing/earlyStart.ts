import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { canAccess } from '../authProvider/access';
import type { SessionUser } from '../authProvider/session';
import { tokenStore } from '../authProvider/token';
import { startEarly } from '../dataProvider/http';
import { drawCitizensFirst, drawDashboardFirst, loadPictureTexts } from './firstDraw';

/** react-admin's store key of a list's remembered sort, filters and page (App.tsx's localStorageStore). */
const listParamsKey = (resource: string) => `RaStoreParivahanDesk.${resource}.listParams`;

/** localStorage: the role GET /me gave on this phone's last visit (not a permission: only what to ask for early). */
const LAST_ROLE_KEY = 'lastRole';
const lastRole = () => localStorage.getItem(LAST_ROLE_KEY) as SessionUser['role'] | null;

const STAFF_DASHBOARD = ['/dashboard/stats', '/dashboard/charts'];

/**
 * The first screens staff open, each with its code and the API requests its first draw needs, by path; the user from
 * GET /me decides the dashboard's: asked beside /me when the last visit's user was staff, else once /me answers (a
 * staff dashboard's counts asked for another user go unused). A list asks what react-admin will ask: page 1 of its
 * default size, unless the URL or a remembered sort, filter or page says otherwise.
 */
type Requests = (match: RegExpMatchArray, user: Promise<SessionUser | null>) => string[] | Promise<string[]>;
/** Draws a picture of the screen from its first answers before the app can (firstDraw.ts). */
type Draw = (answers: Promise<Response>[], user: Promise<SessionUser | null>) => Promise<void>;

const SCREENS: { path: RegExp; code: () => Promise<unknown>; requests: Requests; draw?: Draw }[] = [
  {
    path: /^\/dashboard$/,
    code: () => import('../pages/dashboard/DashboardPage'),
    requests: (_match, user) =>
      canAccess(lastRole(), 'dashboard.staff') ? STAFF_DASHBOARD : user.then((me) => (canAccess(me?.role, 'dashboard.staff') ? STAFF_DASHBOARD : [])),
    draw: ([stats], user) => drawDashboardFirst(stats, user),
  },
  {
    path: /^\/citizens$/,
    code: () => import('../resources/citizens/CitizenList'),
    requests: () => (window.location.search || localStorage.getItem(listParamsKey('citizens')) ? [] : [`/citizens?page=1&per_page=${DEFAULT_PAGE_SIZE}`]),
    draw: ([list], user) => drawCitizensFirst(list, user),
  },
  { path: /^\/citizens\/(\d+)$/, code: () => import('../resources/citizens/CitizenShow'), requests: (match) => [`/citizens/${match[1]}`] },
];

/** The signed-in app bar's code (ShellAppBar's lazy parts), drawn on every staff screen. */
const SIGNED_IN_BAR = [() => import('../layout/deferredReactAdmin'), () => import('../layout/GlobalSearchBox')];

/** The longest the app's code waits for the opened screen's picture before it runs. */
const PICTURE_WAIT_MS = 800;

/**
 * Run by index.html's entry (main.tsx) before the app's libraries are even asked for: with a stored token, asks for the
 * user (GET /me) and the opened screen's first data, draws a picture of the screen from them (firstDraw.ts), then asks
 * for the app's code (`loadApp`) and the screen's and the signed-in bar's (the app's identical calls take the early
 * answers, startEarly). The code is asked for once the picture is drawn, or PICTURE_WAIT_MS at most: the libraries'
 * first run is one long task, which would hold the picture back (asked for at once, prefetched or modulepreloaded, they
 * drew it later in `bench:bundle`). A public page or a signed-out visitor asks for the app's code only.
 */
export function earlyStart(loadApp: () => Promise<unknown>, pathname = window.location.pathname) {
  if (!tokenStore.get()) {
    void loadApp();
    return;
  }
  const me = startEarly('/me').then((response) => (response.ok ? (response.clone().json() as Promise<SessionUser>) : null), () => null);
  void me.then((user) => user && localStorage.setItem(LAST_ROLE_KEY, user.role));
  const opened = SCREENS.flatMap((screen) => {
    const match = pathname.match(screen.path);
    return match ? [{ screen, match }] : [];
  });
  const pictures = opened.map(({ screen, match }) => {
    const requests = screen.requests(match, me);
    // Sent now when they do not wait for the user, ahead of the code's many files.
    const answers = Array.isArray(requests) ? Promise.resolve(requests.map((path) => startEarly(path))) : requests.then((paths) => paths.map((path) => startEarly(path)));
    const { draw } = screen;
    return draw ? answers.then((sent) => (sent.length ? draw(sent, me) : undefined)).catch(() => undefined) : undefined;
  });
  const drawing = pictures.some(Boolean);
  if (drawing) void loadPictureTexts().catch(() => undefined);
  const drawn = drawing ? Promise.race([Promise.all(pictures), new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]) : Promise.resolve();
  void drawn.then(() => {
    void loadApp();
    for (const load of [...opened.map(({ screen }) => screen.code), ...SIGNED_IN_BAR]) load().catch(() => undefined);
  });
}
