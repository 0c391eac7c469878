import type { Browser, BrowserContext } from 'playwright-core';
import { FLOOR_PATH, serveFloor } from './floor.js';
import { signedInStorage, type SignedIn } from './server.js';

/** A screen whose first content is timed: its path, what shows it is there, and the API call that fills it. */
export interface Screen {
  name: string;
  path: string;
  /** True in the page once the first content is drawn (run in the page). */
  ready: () => boolean;
  /** The path of the API request the content comes from. */
  api: string;
}

export const FIRST_SCREENS: Screen[] = [
  {
    name: '/citizens first row',
    path: '/citizens',
    ready: () => !!document.querySelector('tbody tr td')?.textContent?.trim(),
    api: '/api/citizens',
  },
  {
    name: '/dashboard first tile',
    path: '/dashboard',
    ready: () => [...document.querySelectorAll('.MuiTypography-h4')].some((h) => /\d/.test(h.textContent ?? '')),
    api: '/api/dashboard',
  },
];

/** Where the time to the first content went, in ms from the start of the navigation. */
export interface ScreenTiming {
  firstContentMs: number;
  /** When the last script of the page had arrived. */
  scriptsMs: number;
  /** The content's API request: sent and answered. */
  apiStartMs: number;
  apiEndMs: number;
  /** The content's API request, as the floor page asks it again. */
  apiUrl: string;
}

/**
 * Loads the screen in `context` (signed in; its HTTP cache cold or warm) and times the first content from the
 * browser's own clocks: the navigation's start, the resource timings of the scripts and of the API request.
 */
export async function timeScreen(context: BrowserContext, baseURL: string, screen: Screen, path = screen.path): Promise<ScreenTiming> {
  const page = await context.newPage();
  try {
    // The moment is taken in the page, at the first frame the content is there: read afterwards, it came after the long
    // task that may follow (the app's libraries run once its picture is drawn). An injected script, as the page's
    // content security policy allows no eval.
    await page.addInitScript({
      content: `{ const ready = ${screen.ready.toString()};
        const frame = () => (ready() ? (window.firstContentMs = performance.now()) : requestAnimationFrame(frame));
        requestAnimationFrame(frame); }`,
    });
    await page.goto(baseURL + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'firstContentMs' in window, undefined, { timeout: 30_000 });
    return await page.evaluate((api) => {
      const { firstContentMs } = window as unknown as { firstContentMs: number };
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const call = resources.find((r) => new URL(r.name).pathname.startsWith(api));
      return {
        firstContentMs,
        scriptsMs: Math.max(0, ...scripts.map((r) => r.responseEnd)),
        apiStartMs: call?.startTime ?? NaN,
        apiEndMs: call?.responseEnd ?? NaN,
        apiUrl: call?.name ?? '',
      };
    }, screen.api);
  } finally {
    // The next load starts on a quiet machine: the app goes on loading and drawing after its first content, and a page
    // closed at once overlapped its teardown and its last requests with the next load (the warm one, the same context).
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Cache = 'cold' | 'warm';
type Timings = Record<Cache, ScreenTiming[]>;

/** A screen loaded cold in a new context, then warm in the same one. */
async function coldAndWarm(browser: Browser, options: Parameters<Browser['newContext']>[0], load: (context: BrowserContext) => Promise<ScreenTiming>, into: Timings) {
  const context = await browser.newContext(options);
  try {
    into.cold.push(await load(context));
    into.warm.push(await load(context));
  } finally {
    await context.close();
  }
}

/**
 * Each screen `runs` times cold (a new context: empty HTTP cache, what the login page keeps in localStorage) and warm
 * (the same context again), the medians printed with where the time went, beside the floor: the same API request
 * drawn by a plain page with no framework (floor.ts), loaded cold and warm the same way in turn with the app's.
 */
export async function timeFirstScreens(browser: Browser, baseURL: string, session: SignedIn, runs: number): Promise<void> {
  const localStorage = Object.entries(signedInStorage(session)).map(([name, value]) => ({ name, value }));
  const storageState = { cookies: [], origins: [{ origin: baseURL, localStorage }] };
  const options = { baseURL, storageState, viewport: { width: 1280, height: 800 } };
  const rows: string[][] = [];
  for (const screen of FIRST_SCREENS) {
    const app: Timings = { cold: [], warm: [] };
    const floor: Timings = { cold: [], warm: [] };
    for (let run = 0; run < runs; run++) {
      await coldAndWarm(browser, options, (context) => timeScreen(context, baseURL, screen), app);
      const apiUrl = app.cold.at(-1)!.apiUrl;
      await coldAndWarm(browser, options, async (context) => {
        await serveFloor(context, apiUrl, baseURL + screen.path);
        return timeScreen(context, baseURL, screen, FLOOR_PATH);
      }, floor);
    }
    for (const cache of ['cold', 'warm'] as const) {
      const of = (pick: (t: ScreenTiming) => number) => median(app[cache].map(pick));
      const floorMs = median(floor[cache].map((t) => t.firstContentMs));
      const firstMs = of((t) => t.firstContentMs);
      rows.push([`${screen.name} (${cache})`, firstMs.toFixed(0), floorMs.toFixed(0), `${(firstMs / floorMs).toFixed(1)}×`,
        of((t) => t.scriptsMs).toFixed(0), of((t) => t.apiStartMs).toFixed(0), of((t) => t.apiEndMs - t.apiStartMs).toFixed(0),
        of((t) => t.firstContentMs - t.apiEndMs).toFixed(0), '≤ 2× floor']);
    }
  }
  const header = ['screen', 'first content ms', 'floor ms', 'of floor', 'scripts in by', 'API sent at', 'API took', 'render after API', 'target'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ');
  console.log(`\nFirst screen, median of ${runs} loads each (ms from the navigation's start; floor: the same API answer drawn by a plain page):\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(format(row));
}
