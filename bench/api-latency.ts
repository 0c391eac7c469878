/**
 * npm run bench:api [-- --citizens N] [--concurrency 1,8] [--duration S] [--embedded] [--keep] [--database-url URL] [--filter REGEX] [--explain]
 * API latency per route and role, against the floor of the same SQL through pg alone. Seeds a fresh database
 * (pd_bench_<random> on BENCH_DATABASE_URL's server, else DATABASE_URL's, else the local one; or PGlite in a
 * temporary folder with --embedded), starts the real server on a free port, signs in as four demo accounts and
 * measures every case at each concurrency; then records each case's statements from an in-process app and
 * replays them as the floor. Prints a table, writes bench/out/api-latency-<kind>-<citizens>-<time>.json and exits
 * non-zero when any request fails. The database and the server go away at the end, on failure and on Ctrl-C.
 */
import os from 'node:os';
import { writePlans } from './api-latency/explain.js';
import { Floor } from './api-latency/floor.js';
import { readOptions } from './api-latency/options.js';
import { failures, report, type CaseResult } from './api-latency/report.js';
import { RATE_LIMIT_SCALE, serverEnv, startServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { readFixtures, type Fixtures, type Role } from './shared/fixtures.js';
import { databaseInfo, logLevel } from './shared/header.js';
import { getOk, signIn } from './shared/http.js';
import { measure, warmUp } from './shared/load.js';
import { progress } from './shared/progress.js';
import { buildCases, pathOf, type BenchCase } from './shared/read-cases.js';
import { prepareTarget, type Target } from './shared/target.js';

/** Mixed traffic before the first measurement. */
const WARM_UP_MS = 5000;

const options = readOptions();
const cleanup = new Cleanup();
const date = new Date();
const loadAtStart = os.loadavg();

/** Every case at every concurrency through the real server; answers the results and the tokens it signed in with. */
async function measureApi(target: Target, fixtures: Fixtures, cases: BenchCase[]) {
  console.log(`Measuring ${cases.length} cases at concurrency ${options.concurrency.join(', ')} through the API…`);
  const server = await startServer(serverEnv(target), cleanup);
  const tokens = new Map<Role, string>();
  for (const { role, phone } of fixtures.roles) tokens.set(role, await signIn(server.url, phone));
  const get = (benchCase: BenchCase, turn: number) => getOk(server.url + pathOf(benchCase, turn), tokens.get(benchCase.role)!);
  // Every case in turn for a few seconds first, at the highest concurrency, so the server's code is
  // compiled and optimised (and the database's caches warm) before the first measurement.
  let next = 0;
  await warmUp(() => get(cases[next % cases.length], next++).catch(() => undefined), Math.max(...options.concurrency), WARM_UP_MS);
  const results: CaseResult[] = [];
  for (const [index, benchCase] of cases.entries()) {
    const runs = [];
    for (const concurrency of options.concurrency) {
      progress(`  ${index + 1}/${cases.length} ${benchCase.name} (${benchCase.role}) at ${concurrency}`);
      let turn = 0;
      runs.push({ concurrency, ours: await measure(() => get(benchCase, turn++), concurrency, options.durationMs) });
    }
    results.push({ ...benchCase, statements: [], runs });
  }
  progress('');
  await server.stop();
  return { results, tokens };
}

/** Records each case's statements in-process (the server is stopped: PGlite has one owner), then replays them. */
async function measureFloor(target: Target, results: CaseResult[], tokens: Map<Role, string>) {
  console.log('Recording the statements of each case and measuring the floor…');
  const floor = await Floor.open(target);
  try {
    for (const result of results) {
      for (const path of result.paths) {
        const { status, statements } = await floor.record(path, tokens.get(result.role)!);
        if (result.recordedStatus === undefined || result.recordedStatus === 200) result.recordedStatus = status;
        result.statements.push(statements);
      }
    }
    if (options.explain) console.log(`Plans written to ${await writePlans(floor, results)}`);
    for (const concurrency of options.concurrency) {
      await floor.withConnections(concurrency, async (runStatement) => {
        for (const [index, result] of results.entries()) {
          progress(`  ${index + 1}/${results.length} ${result.name} (${result.role}) at ${concurrency}`);
          let turn = 0;
          const request = async (worker: number) => {
            for (const statement of result.statements[turn++ % result.statements.length]) await runStatement(worker, statement);
          };
          result.runs.find((run) => run.concurrency === concurrency)!.floor = await measure(request, concurrency, options.durationMs);
        }
      });
    }
    progress('');
    await floor.signOut([...tokens.values()]);
  } finally {
    await floor.close();
  }
}

async function run(): Promise<boolean> {
  const target = await prepareTarget({ ...options, auditLog: true }, cleanup);
  const database = target.open();
  const fixtures = await readFixtures(database).finally(() => database.close());
  const cases = buildCases(fixtures, options.filter);
  if (!cases.length) throw new Error(`No case matches --filter ${options.filter}`);

  const { results, tokens } = await measureApi(target, fixtures, cases);
  await measureFloor(target, results, tokens);

  const file = report(
    {
      date, loadAtStart, options, fixtures,
      database: databaseInfo(target),
      logLevel: logLevel(),
      rateLimitScale: RATE_LIMIT_SCALE,
    },
    results,
  );
  console.log(`Written to ${file}`);
  if (options.keep && target.fresh) {
    console.log(target.databaseUrl ? `Kept the database: --database-url ${target.databaseUrl}` : `Kept the data folder: DATA_DIR=${target.location}`);
  }
  return failures(results).length === 0;
}

await cleanup.exitAfter(run);
