/**
 * npm run bench:bundle [-- --no-build] [--database-url URL] [--runs N] [--files]
 * What a first visit downloads. Builds the app and the server as `npm run build` does (`--no-build` measures the
 * existing dist/ and dist-server/), starts the real server on an embedded database in a temporary folder, and drives
 * Debian's Chromium through
 * - the public home page `/` on a phone (390×844), and
 * - the signed-in app at desk size: the admin signs in, then the dashboard, /citizens and a citizen's page (the sign-in
 *   page is the public entry's light code: its files are a step of their own, outside the back office's budget),
 * each in a fresh browser context (cold cache), once accepting only gzip and once only brotli. Sums the
 * JS (and CSS) bytes on the wire (encoded body sizes) and their size in dist/ (raw); 1 KB = 1000 bytes.
 * Prints the budgets of the issue "First load is light" beside them; it does not fail on them. `--files` lists each
 * journey's JS files too, largest first, with the step that first needed each.
 * Then times the first screen of /citizens and /dashboard signed in as an admin, cold (empty HTTP cache) and warm, beside
 * the floor (the same API answer drawn by a plain page with no framework, bundle/floor.ts),
 * `--runs` times each (default 5), with where the time went: on the embedded database, or with `--database-url` on
 * that PostgreSQL database holding demo data (e.g. a million citizens; the demo admin signs in).
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { homeJourney, measure, signedInJourney, type Download, type Journey } from './bundle/journeys.js';
import { timeFirstScreens } from './bundle/first-screen.js';
import { BENCH_ADMIN, createCitizen, signIn, startServer } from './bundle/server.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed/index.js';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    runs: { type: 'string', default: '5' },
    files: { type: 'boolean', default: false },
  },
});
if (!values['no-build']) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (downloads: Download[], pick: (d: Download) => number) => downloads.reduce((total, d) => total + pick(d), 0);

interface Row {
  entry: string;
  gzip: Download[];
  br: Download[];
  budget?: number;
}

function printTable(rows: Row[]) {
  const header = ['entry', 'JS files', 'raw KB', 'gzip KB', 'br KB', 'CSS gzip KB', 'budget (gzip)', 'ok'];
  const lines = rows.map(({ entry, gzip, br, budget }) => {
    const js = gzip.filter((d) => d.kind === 'js');
    const gzipKb = sum(js, (d) => d.transferred) / 1000;
    return [
      entry,
      String(js.length),
      kb(sum(js, (d) => d.raw)),
      gzipKb.toFixed(1),
      kb(sum(br.filter((d) => d.kind === 'js'), (d) => d.transferred)),
      kb(sum(gzip.filter((d) => d.kind === 'css'), (d) => d.transferred)),
      budget === undefined ? '' : `≤ ${budget}`,
      budget === undefined ? '' : gzipKb <= budget ? 'yes' : 'NO (over budget)',
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const line of lines) console.log(format(line));
}

/** Each JS file of a journey (gzip on the wire), largest first. */
function printFiles(journey: Journey, gzip: Download[]) {
  console.log(`\n${journey.name}: JS files, gzip KB, the step that first needed each`);
  for (const d of gzip.filter((file) => file.kind === 'js').sort((a, b) => b.transferred - a.transferred)) {
    console.log(`${kb(d.transferred).padStart(8)}  ${new URL(d.url).pathname.padEnd(60)} ${d.step}`);
  }
}

/** A journey's total row, then one row per step (what that step added) when it has several. */
function rowsOf(journey: Journey, gzip: Download[], br: Download[]): Row[] {
  const outside = journey.outsideBudget ?? [];
  const total: Row = { entry: journey.name, gzip, br, budget: outside.length ? undefined : journey.budget };
  if (journey.steps.length === 1) return [total];
  const inStep = (name: string) => (d: Download) => d.step === name;
  const budgeted = (d: Download) => !outside.includes(d.step);
  const steps = journey.steps.map(({ name }) => ({ entry: `  ${name}`, gzip: gzip.filter(inStep(name)), br: br.filter(inStep(name)) }));
  if (!outside.length) return [total, ...steps];
  const counted = { entry: `  all but ${outside.join(', ')}`, gzip: gzip.filter(budgeted), br: br.filter(budgeted), budget: journey.budget };
  return [total, counted, ...steps];
}

/** The first-screen timings, on this server's embedded database or on a server started for `databaseUrl`. */
async function timeFirstScreensOn(databaseUrl: string | undefined) {
  const target = databaseUrl ? await startServer(databaseUrl) : server;
  try {
    const account = databaseUrl ? { phone: DEMO_ACCOUNTS[0].phone, password: DEMO_PASSWORD } : BENCH_ADMIN;
    console.log(`\n${databaseUrl ? `On ${new URL(databaseUrl).pathname.slice(1)} (PostgreSQL)` : 'On the embedded database (one citizen)'}, loopback:`);
    await timeFirstScreens(browser, target.url, await signIn(target.url, account), Number(values.runs));
  } finally {
    if (target !== server) await target.stop();
  }
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  const citizenId = await createCitizen(server.url);
  const rows: Row[] = [];
  for (const journey of [homeJourney, signedInJourney(citizenId)]) {
    const gzip = await measure(browser, server.url, journey, 'gzip', 'dist');
    const br = await measure(browser, server.url, journey, 'br', 'dist');
    rows.push(...rowsOf(journey, gzip, br));
    if (values.files) printFiles(journey, gzip);
  }
  printTable(rows);
  const uncompressed = rows.some(({ gzip }) => gzip.some((d) => d.kind === 'js' && d.transferred === d.raw && d.raw > 1000));
  if (uncompressed) console.log('\nSome JS files were served uncompressed (transferred = raw).');
  await timeFirstScreensOn(values['database-url']);
} finally {
  await browser.close();
  await server.stop();
}
