import type { Fixtures } from '../shared/fixtures.js';
import { databaseLine, machine, machineLine, serverLine, type DatabaseInfo } from '../shared/header.js';
import type { Stats } from '../shared/load.js';
import { writeOut } from '../shared/out.js';
import type { BenchCase } from '../shared/read-cases.js';
import { markdownTable, ms, rate } from '../shared/table.js';
import type { Statement } from './floor.js';
import type { BenchOptions } from './options.js';

export interface CaseResult extends BenchCase {
  /** Status of the in-process requests the statements were recorded from: the first that was not 200, else 200. */
  recordedStatus?: number;
  /** The statements of each path, in the paths' order. */
  statements: Statement[][];
  runs: { concurrency: number; ours: Stats; floor?: Stats }[];
}

export interface RunInfo {
  date: Date;
  loadAtStart: number[];
  database: DatabaseInfo;
  logLevel: string;
  rateLimitScale: string;
  options: BenchOptions;
  fixtures: Fixtures;
}

function headerLines(info: RunInfo): string[] {
  const { options, fixtures } = info;
  const seconds = options.durationMs / 1000;
  return [
    machineLine('API latency', info.date, info.loadAtStart),
    databaseLine(info.database, fixtures),
    serverLine(info, "undici's request with keep-alive, whole bodies read as sent (compressed)"),
    `Each case and concurrency: ${+(seconds / 4).toFixed(3)} s warm-up, then ${seconds} s measured; times in ms, percentiles of the measured requests (n)`,
    `Floor: the case's SQL statements (recorded from the app, the token lookup included) through ${info.database.kind === 'postgres' ? 'pg alone, one pool connection per concurrent request' : "PGlite's own client, one connection (concurrent requests queue)"}; a request's statements run one after another (the API runs some in parallel). overhead = ours − floor`,
    `Cases: q=first name '${fixtures.firstName}' (the most frequent); per role, a citizen with licences and a vehicle with records:`,
    ...fixtures.roles.map((r) => `  ${r.role} ${r.phone}: citizen ${r.citizen.id} '${r.citizen.name}' ${r.citizen.mobile}, vehicle ${r.vehicleId}, email part '${r.emailFragment}'`),
  ];
}

function table(results: CaseResult[]): string[] {
  const head = ['case', 'role', 'conc', 'n', 'p50', 'p95', 'p99', 'req/s', 'floor p50', 'floor p95', 'overhead p50'];
  const body = results.flatMap((result) =>
    result.runs.map(({ concurrency, ours, floor }) => [
      result.name, result.role, String(concurrency), String(ours.n), ms(ours.p50), ms(ours.p95), ms(ours.p99),
      rate(ours.reqPerSec), ms(floor?.p50), ms(floor?.p95), ms(floor && ours.p50 - floor.p50),
    ]),
  );
  return markdownTable(head, body, 2);
}

/** A case's name, role and path (the first, with how many more). */
export const caseLabel = ({ name, role, paths }: BenchCase) =>
  `${name} (${role}) ${paths[0]}${paths.length > 1 ? ` and ${paths.length - 1} more` : ''}`;

/** Every failure: a non-200 or an error of the API, of the recording or of the floor. */
export function failures(results: CaseResult[]): string[] {
  return results.flatMap((result) => {
    const label = caseLabel(result);
    const found = result.recordedStatus !== undefined && result.recordedStatus !== 200 ? [`${label}: recording answered ${result.recordedStatus}`] : [];
    for (const { concurrency, ours, floor } of result.runs) {
      for (const [side, stats] of [['API', ours], ['floor', floor]] as const) {
        if (stats?.errors) found.push(`${label} conc ${concurrency}: ${stats.errors} ${side} errors: ${stats.errorMessages.join(' / ')}`);
      }
    }
    return found;
  });
}

/** Prints the header, the table and the failures; writes everything to bench/out/. Answers the JSON's path. */
export function report(info: RunInfo, results: CaseResult[]): string {
  const failed = failures(results);
  const header = headerLines(info);
  console.log(['', ...header, '', ...table(results), ''].join('\n'));
  if (failed.length) console.log(`FAILED (${failed.length}):\n${failed.map((f) => `  ${f}`).join('\n')}\n`);
  // The URL may hold a password (database.location has none); the citizens seeded are in fixtures.rows.
  const { databaseUrl: _url, citizens: _citizens, ...options } = info.options;
  const json = JSON.stringify(
    { ...info, options, header, machine: machine(), failures: failed, results },
    (_, value) => (value instanceof RegExp ? value.source : value),
    2,
  );
  return writeOut(`api-latency-${info.database.kind}-${info.fixtures.rows.citizens}`, info.date, 'json', `${json}\n`);
}
