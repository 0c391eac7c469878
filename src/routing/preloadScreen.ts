import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { tokenStore } from '../authProvider/token';
import { preloadSignedInBar } from '../layout/ShellAppBar';
import { pageRoutes } from '../pages/routes';
import { resources } from '../resources';
import { CitizenShow } from '../resources/citizens';

type Screen = ComponentType & { preload?: () => Promise<unknown> };

/** Each screen the app opens at a path: its pages, each resource's list, create, edit and show, a citizen's page. */
const screens: [string, Screen | undefined][] = [
  ...pageRoutes.map(({ path, page }): [string, Screen] => [path, page]),
  ...resources.flatMap(({ name, list, create, edit, show }): [string, Screen | undefined][] => [
    [`/${name}`, list as Screen],
    [`/${name}/create`, create as Screen],
    [`/${name}/:id`, (edit ?? show) as Screen],
    [`/${name}/:id/show`, show as Screen],
  ]),
  ['/citizens/:id', CitizenShow],
];

/** How long the first draw waits for the opened screen's code: a slow network gets the app bar and a spinner meanwhile. */
const FIRST_DRAW_WAIT_MS = 1500;

/**
 * Starts fetching the code of the screen at `pathname` now, beside the app's own code and the session's GET /me, rather
 * than once the app has started and rendered the route (a second round trip after the first); with a session, the
 * signed-in app bar's code too. Settles when that code is here, failed, or after FIRST_DRAW_WAIT_MS: the app is then
 * drawn, and code already here draws at once (lazyNamed), with no fallback and so none of React's 300 ms reveal
 * throttle after one. A path no screen matches waits for nothing.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const match = screens.find(([path, screen]) => screen?.preload && matchPath(path, pathname));
  const loads = [match?.[1]?.preload?.(), tokenStore.get() ? preloadSignedInBar() : undefined];
  const loaded = Promise.allSettled(loads).then(() => undefined);
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS))]);
}
