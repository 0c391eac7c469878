import type { ServerMemory } from '../shared/child-server.js';
import type { Fixtures } from '../shared/fixtures.js';
import { databaseLine, machine, machineLine, serverLine, type DatabaseInfo } from '../shared/header.js';
import type { Stats } from '../shared/load.js';
import { writeOut } from '../shared/out.js';
import { markdownTable, ms, rate } from '../shared/table.js';
import { GROUPS, READ_SHARE } from './clients.js';
import { memoryLines, type MemorySample } from './memory-samples.js';
import type { SoakOptions } from './options.js';

export interface SoakInfo {
  date: Date;
  loadAtStart: number[];
  database: DatabaseInfo;
  logLevel: string;
  rateLimitScale: string;
  options: SoakOptions;
  fixtures: Fixtures;
}

export interface SoakResult {
  elapsedMs: number;
  /** Per label: the groups (all, read, write, create, update, delete) and each operation. */
  stats: Record<string, Stats>;
  memory: { before: ServerMemory; after: ServerMemory; samples: MemorySample[] };
  /** Every error, in the order they happened. */
  errors: string[];
}

/** Errors shown and written: the first distinct ones. */
const SHOWN_ERRORS = 10;
const SLOWEST_SHOWN = 5;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const mb = (value: number) => `${value.toFixed(1)} MB`;

function headerLines(info: SoakInfo, elapsedMs: number): string[] {
  const { options } = info;
  return [
    machineLine('Soak', info.date, info.loadAtStart),
    databaseLine(info.database, info.fixtures),
    serverLine(info),
    `Traffic: ${options.clients} clients on loopback, one request at a time each, the four demo roles in turn, for ${(elapsedMs / 1000).toFixed(1)} s, no warm-up`,
    `  ${percent(READ_SHARE)} reads: a random read case of the client's role (citizen lists, pages and searches, detail, all-details, licence, vehicle and record lists, dashboard, me)`,
    `  ${percent(1 - READ_SHARE)} writes of the client's own rows: creates, updates and deletes of citizens (deleted by admins only), LL, DL, vehicles and records; LL, DL, tax and certificate forms multipart with a small PDF or PNG, as the app sends them`,
  ];
}

function table(stats: Record<string, Stats>): string[] {
  const head = ['kind', 'n', 'errors', 'req/s', 'p50', 'p95', 'p99', 'max'];
  const body = GROUPS.filter((group) => stats[group]).map((group) => {
    const s = stats[group];
    return [group, String(s.n), String(s.errors), rate(s.reqPerSec), ms(s.p50), ms(s.p95), ms(s.p99), ms(s.max)];
  });
  return markdownTable(head, body, 1);
}

/** The operations of highest p95: 'read citizens per_page=1000 p95 412.3'. */
function slowest(stats: Record<string, Stats>): string {
  const operations = Object.entries(stats).filter(([label]) => !GROUPS.includes(label));
  const ranked = operations.sort(([, a], [, b]) => (b.p95 || 0) - (a.p95 || 0)).slice(0, SLOWEST_SHOWN);
  return `Slowest operations (p95 ms): ${ranked.map(([label, s]) => `${label} ${ms(s.p95)}`).join(', ')}`;
}

/** Prints the header, the table, memory and the first errors; writes everything to bench/out/. Answers the JSON's path. */
export function report(info: SoakInfo, result: SoakResult): string {
  const { before, after } = result.memory;
  const header = headerLines(info, result.elapsedMs);
  const firstErrors = [...new Set(result.errors)].slice(0, SHOWN_ERRORS);
  const lines = [
    '', ...header, '', ...table(result.stats), '', slowest(result.stats),
    `Server memory (VmRSS): ${mb(before.rssMb)} before, ${mb(after.rssMb)} after; peak ${mb(after.peakMb)}`,
    '', ...memoryLines(result.memory.samples),
  ];
  if (result.errors.length) lines.push('', `FAILED: ${result.errors.length} errors; the first:`, ...firstErrors.map((error) => `  ${error}`));
  console.log(`${lines.join('\n')}\n`);
  // The URL may hold a password (database.location has none); the citizens seeded are in fixtures.rows.
  const { databaseUrl: _url, citizens: _citizens, ...options } = info.options;
  const operations = Object.fromEntries(Object.entries(result.stats).filter(([label]) => !GROUPS.includes(label)));
  const groups = Object.fromEntries(GROUPS.map((group) => [group, result.stats[group]]));
  const json = { ...info, options, header, machine: machine(), elapsedMs: result.elapsedMs, memory: result.memory, groups, operations, errors: result.errors.length, firstErrors };
  return writeOut(`soak-${info.database.kind}-${info.fixtures.rows.citizens}`, info.date, 'json', `${JSON.stringify(json, null, 2)}\n`);
}
