import type { SessionUser } from '../authProvider/session';
import { tokenStore } from '../authProvider/token';
import { startEarly } from '../dataProvider/http';
import { earlyRequests, isStaff, openedScreen, STAFF_DASHBOARD, type EarlyScreen } from './earlyRequests';
import { drawCitizensFirst, drawDashboardFirst, loadPictureTexts } from './firstDraw';
import { runLibraries } from './runLibraries';

/** Draws a picture of the screen from its first answers before the app can (firstDraw.ts). */
type Draw = (answers: Promise<Response>[], user: Promise<SessionUser | null>) => Promise<void>;

/**
 * Each early screen's code, its picture, and the requests that wait for the user (GET /me) when none were known at once
 * (earlyRequests.ts): a first visit's dashboard asks for a staff member's counts once /me has named the role.
 */
const SCREENS: Record<EarlyScreen, { code: () => Promise<unknown>; draw?: Draw; withUser?: (me: SessionUser | null) => string[] }> = {
  dashboard: {
    code: () => import('../pages/dashboard/DashboardPage'),
    withUser: (me) => (isStaff(me?.role) ? STAFF_DASHBOARD : []),
    draw: ([stats], user) => drawDashboardFirst(stats, user),
  },
  citizens: { code: () => import('../resources/citizens/CitizenList'), draw: ([list], user) => drawCitizensFirst(list, user) },
  citizen: { code: () => import('../resources/citizens/CitizenShow') },
};

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
  const opened = openedScreen(pathname);
  // Sent by index.html's inline script already (earlyInline.ts): the same calls take up its answers.
  const [me, ...known] = earlyRequests(opened).map((path) => startEarly(path));
  const user = me.then((response) => (response.ok ? (response.clone().json() as Promise<SessionUser>) : null), () => null);
  const screen = opened && SCREENS[opened.screen];
  const { withUser } = screen ?? {};
  const answers = known.length || !withUser ? Promise.resolve(known) : user.then((found) => withUser(found).map((path) => startEarly(path)));
  const draw = screen?.draw;
  const picture = draw && answers.then((sent) => (sent.length ? draw(sent, user) : undefined)).catch(() => undefined);
  if (picture) void loadPictureTexts().catch(() => undefined);
  const drawn = picture ? Promise.race([picture, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]) : Promise.resolve();
  // A library chunk that failed to load does not stop the app's own import from being tried, as before the stages.
  void drawn.then(runLibraries).catch(() => undefined).then(() => {
    void loadApp();
    for (const load of [...(screen ? [screen.code] : []), ...SIGNED_IN_BAR]) load().catch(() => undefined);
  });
}
