/**
 * npm run bench:soak [-- --citizens N] [--duration S] [--clients C] [--keep] [--database-url URL] [--seed S]
 * Mixed traffic against the real server: seeds a fresh PostgreSQL database as bench:api does (100,000 citizens
 * by default), starts the server on a free port of 127.0.0.1, signs in as the four demo accounts and runs
 * `--clients` clients for `--duration` seconds, each sending one request after another: 70% reads, 30% creates,
 * updates and deletes of its own rows with uploads. Prints requests/s, p50/p95/p99 overall and per kind, errors
 * and the server's memory every minute with its growth over the second half of the run; writes bench/out/soak-<kind>-<citizens>-<time>.json. Exits non-zero
 * on any error. The database and the server go away at the end, on failure and on Ctrl-C.
 */
import os from 'node:os';
import { RATE_LIMIT_SCALE, serverEnv, startServer, type ChildServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { readFixtures, ROLES, type Role } from './shared/fixtures.js';
import { databaseInfo, logLevel } from './shared/header.js';
import { send, signIn, signOut } from './shared/http.js';
import { drive } from './shared/load.js';
import { progress } from './shared/progress.js';
import { buildCases } from './shared/read-cases.js';
import { prepareTarget } from './shared/target.js';
import { makeClients, soakRequest, type Client } from './soak/clients.js';
import { readOptions } from './soak/options.js';
import { report } from './soak/report.js';
import { Tally } from './soak/tally.js';
import type { MemorySample } from './soak/memory-samples.js';

const options = readOptions();
const cleanup = new Cleanup();
const date = new Date();
const loadAtStart = os.loadavg();

/** Sends the traffic, sampling the server's memory every minute; answers how long it took, every error and the samples. */
async function soak(clients: Client[], tally: Tally, server: ChildServer) {
  const started = performance.now();
  const samples: MemorySample[] = [];
  const sample = () => samples.push({ atS: (performance.now() - started) / 1000, requests: tally.count('all').answered, ...server.memory() });
  sample();
  const ticker = setInterval(() => {
    const { answered, failed } = tally.count('all');
    progress(`  ${((performance.now() - started) / 1000).toFixed(0)} s · ${answered} requests · ${failed} errors · ${server.memory().rssMb.toFixed(0)} MB`);
  }, 1000);
  const sampler = setInterval(sample, 60_000);
  try {
    const result = await drive(soakRequest(clients, tally), clients.length, options.durationMs);
    sample();
    return { ...result, samples };
  } finally {
    clearInterval(ticker);
    clearInterval(sampler);
    progress('');
  }
}

/** On an existing database, the admin deletes the citizens the clients created (with their rows and files). */
async function removeCreated(server: ChildServer, clients: Client[], adminToken: string) {
  const paths = clients.flatMap((client) => client.writer.citizenPaths());
  console.log(`Deleting the ${paths.length} citizens the soak created…`);
  for (const path of paths) await send(server.url + path, adminToken, { method: 'DELETE' });
}

async function run(): Promise<boolean> {
  const target = await prepareTarget({ ...options, auditLog: true }, cleanup);
  const database = target.open();
  const fixtures = await readFixtures(database).finally(() => database.close());
  const server = await startServer(serverEnv(target), cleanup);
  const tokens = new Map<Role, string>();
  for (const { role, phone } of ROLES) tokens.set(role, await signIn(server.url, phone));
  const clients = makeClients(options.clients, server.url, tokens, buildCases(fixtures), options.seed);
  const tally = new Tally();

  const before = server.memory();
  console.log(`Soaking: ${options.clients} clients for ${options.durationMs / 1000} s…`);
  const { elapsedMs, errors, samples } = await soak(clients, tally, server);
  const after = server.memory();

  if (!target.fresh) await removeCreated(server, clients, tokens.get('admin')!);
  for (const token of tokens.values()) await signOut(server.url, token);
  await server.stop();

  const file = report(
    { date, loadAtStart, database: databaseInfo(target), logLevel: logLevel(), rateLimitScale: RATE_LIMIT_SCALE, options, fixtures },
    { elapsedMs, stats: tally.stats(elapsedMs), memory: { before, after, samples }, errors },
  );
  console.log(`Written to ${file}`);
  if (options.keep && target.fresh) console.log(`Kept the database: --database-url ${target.databaseUrl}`);
  return errors.length === 0;
}

await cleanup.exitAfter(run);
