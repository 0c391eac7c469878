import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { BENCH_ADMIN } from './server.js';

export type Encoding = 'gzip' | 'br';

/** One JS or CSS file as the browser received it: its size in dist/ and the bytes on the wire. */
export interface Download {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  transferred: number;
  /** The journey step that first needed it. */
  step: string;
}

export interface Journey {
  name: string;
  /** Most KB of gzip JavaScript it may download (the issue "First load is light"; the public home's 80 KB is issue 34's). */
  budget: number;
  /** Steps whose files the budget does not count (the public entry's sign-in page before the signed-in app). */
  outsideBudget?: string[];
  context: BrowserContextOptions;
  /** Named steps, run in order in one page (one HTTP cache). */
  steps: { name: string; run(page: Page): Promise<void> }[];
}

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const DESK: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

const settle = (page: Page) => page.waitForLoadState('networkidle');

export const homeJourney: Journey = {
  name: 'public home / (phone)',
  budget: 80,
  context: PHONE,
  steps: [
    {
      name: 'home',
      run: async (page) => {
        await page.goto('/');
        await page.getByRole('heading', { name: 'Online Services' }).waitFor();
        await settle(page);
      },
    },
  ],
};

/** The sign-in page is the public entry's (its own light code), counted beside the signed-in app, not in its budget. */
const LOGIN_STEP = 'login (public entry)';

export const signedInJourney = (citizenId: number): Journey => ({
  name: 'signed-in app (desk)',
  budget: 350,
  outsideBudget: [LOGIN_STEP],
  context: DESK,
  steps: [
    {
      name: LOGIN_STEP,
      run: async (page) => {
        await page.goto('/login');
        await page.getByRole('button', { name: 'Login' }).waitFor();
        await settle(page);
      },
    },
    {
      name: '→ dashboard',
      run: async (page) => {
        await page.getByRole('textbox', { name: 'Mobile number or email', exact: true }).fill(BENCH_ADMIN.phone);
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill(BENCH_ADMIN.password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL(/\/dashboard$/);
        // The dashboard and its charts drawn: on a busy machine the network can be quiet for 500 ms before their code
        // is asked for, and the next step would leave without it.
        await page.getByRole('region', { name: 'Documents expiring per week (next 12 weeks)' }).waitFor();
        await settle(page);
      },
    },
    {
      name: '+ /citizens',
      run: async (page) => {
        await page.goto('/citizens');
        await page.getByText('Ramesh Kumar Sahu').first().waitFor();
        await settle(page);
      },
    },
    {
      name: `+ /citizens/${citizenId}`,
      run: async (page) => {
        await page.goto(`/citizens/${citizenId}`);
        await page.getByRole('tab').first().waitFor();
        await settle(page);
      },
    },
  ],
});

const kindOf = (request: Request): Download['kind'] | null =>
  request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : null;

/**
 * Runs a journey in a fresh context (cold cache) accepting only `encoding`; answers each JS and CSS
 * file once, as first downloaded (later requests for it are cache hits or revalidations).
 */
export async function measure(browser: Browser, baseURL: string, journey: Journey, encoding: Encoding, distDir: string): Promise<Download[]> {
  const context = await browser.newContext({ ...journey.context, baseURL, extraHTTPHeaders: { 'accept-encoding': encoding } });
  const page = await context.newPage();
  const downloads = new Map<string, Download>();
  const pending: Promise<void>[] = [];
  let step = '';
  page.on('requestfinished', (request) => {
    const kind = kindOf(request);
    if (!kind || downloads.has(request.url())) return;
    const url = request.url();
    const current = step;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() !== 200 || downloads.has(url)) return;
        const { responseBodySize } = await request.sizes();
        const file = path.join(distDir, new URL(url).pathname);
        const raw = statSync(file).size;
        // Served by the service worker or from a preload, it has no body on the wire (the size is less than nothing,
        // its headers subtracted): count the compressed copy the server sent when it was fetched.
        const compressed = `${file}.${encoding === 'gzip' ? 'gz' : 'br'}`;
        const transferred = responseBodySize > 0 ? responseBodySize : existsSync(compressed) ? statSync(compressed).size : raw;
        downloads.set(url, { url, kind, raw, transferred, step: current });
      })(),
    );
  });
  try {
    for (const { name, run } of journey.steps) {
      step = name;
      await run(page);
      await Promise.all(pending);
    }
  } finally {
    await Promise.allSettled(pending);
    await context.close();
  }
  return [...downloads.values()];
}
