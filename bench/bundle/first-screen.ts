import type { Browser, BrowserContext } from 'playwright-core';

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
}

/**
 * Loads the screen in `context` (signed in; its HTTP cache cold or warm) and times the first content from the
 * browser's own clocks: the navigation's start, the resource timings of the scripts and of the API request.
 */
export async function timeScreen(context: BrowserContext, baseURL: string, screen: Screen): Promise<ScreenTiming> {
  const page = await context.newPage();
  try {
    await page.goto(baseURL + screen.path, { waitUntil: 'commit' });
    await page.waitForFunction(screen.ready, undefined, { polling: 'raf', timeout: 30_000 });
    return await page.evaluate((api) => {
      const firstContentMs = performance.now();
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
      const call = resources.find((r) => new URL(r.name).pathname.startsWith(api));
      return {
        firstContentMs,
        scriptsMs: Math.max(0, ...scripts.map((r) => r.responseEnd)),
        apiStartMs: call?.startTime ?? NaN,
        apiEndMs: call?.responseEnd ?? NaN,
      };
    }, screen.api);
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each screen `runs` times cold (a new context: empty HTTP cache, the sign-in's token in localStorage) and warm
 * (the same context again), the medians printed with where the time went.
 */
export async function timeFirstScreens(browser: Browser, baseURL: string, token: string, runs: number): Promise<void> {
  const storageState = { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'token', value: token }] }] };
  const rows: string[][] = [];
  for (const screen of FIRST_SCREENS) {
    const timings: Record<'cold' | 'warm', ScreenTiming[]> = { cold: [], warm: [] };
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1280, height: 800 } });
      try {
        timings.cold.push(await timeScreen(context, baseURL, screen));
        timings.warm.push(await timeScreen(context, baseURL, screen));
      } finally {
        await context.close();
      }
    }
    for (const cache of ['cold', 'warm'] as const) {
      const of = (pick: (t: ScreenTiming) => number) => median(timings[cache].map(pick)).toFixed(0);
      rows.push([`${screen.name} (${cache})`, of((t) => t.firstContentMs), of((t) => t.scriptsMs), of((t) => t.apiStartMs),
        of((t) => t.apiEndMs - t.apiStartMs), of((t) => t.firstContentMs - t.apiEndMs), cache === 'cold' ? '≤ 800' : '≤ 300']);
    }
  }
  const header = ['screen', 'first content ms', 'scripts in by', 'API sent at', 'API took', 'render after API', 'target'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ');
  console.log(`\nFirst screen, median of ${runs} loads each (ms from the navigation's start):\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of rows) console.log(format(row));
}
