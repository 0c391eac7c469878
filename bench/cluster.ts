/**
 * npm run bench:cluster [-- --citizens N] [--instances I] [--duration S] [--read-duration S] [--clients C] [--instance-cpu F]
 * Several app instances behind nginx (deploy/nginx.conf), on one PostgreSQL with a streaming replica when this
 * machine can make one (pg_createcluster, as root), as README "Scaling out" describes:
 *  1. the read mix through nginx to one instance, then to all of them: requests/s of each and the ratio;
 *  2. the per-IP limit of forgotten-password mails, sent over the limit through nginx: accepted once in all;
 *  3. the soak's mixed traffic (70% reads, 30% writes with uploads) for --duration, one instance SIGKILLed halfway:
 *     requests/s, p95, errors (and when they happened), then every acknowledged write read back.
 * Prints a table, writes bench/out/cluster-<time>.json, exits non-zero when a write was lost or an error came
 * later than the requests in flight at the kill.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { RATE_LIMITS } from '../server/lib/http/rate-limits.js';
import { databaseUrlOn } from '../server/db/server-client.js';
import { startReplicaPair } from '../server/test/replica-cluster.js';
import { cpuQuota, cpuUseBetween } from './cluster/cpu-quota.js';
import { startNginx } from './cluster/nginx.js';
import { readOptions } from './cluster/options.js';
import { serverEnv, startServer, type ChildServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { readFixtures, ROLES, type Role } from './shared/fixtures.js';
import { machineLine } from './shared/header.js';
import { send, signIn } from './shared/http.js';
import { drive } from './shared/load.js';
import { writeOut } from './shared/out.js';
import { buildCases } from './shared/read-cases.js';
import { markdownTable, ms, rate } from './shared/table.js';
import { prepareTarget } from './shared/target.js';
import { makeClients, readRequest, soakRequest } from './soak/clients.js';
import { Tally } from './soak/tally.js';

const options = readOptions();
const cleanup = new Cleanup();
const date = new Date();
const loadAtStart = os.loadavg();
/** Errors may come from requests under way on the killed instance; nginx needs a moment to leave it out. */
const KILL_WINDOW_MS = 2_000;
/** The read mix through nginx to every instance, at full speed, before any quota or measurement. */
const WARM_UP_MS = 10_000;

async function withReplica() {
  const pair = await startReplicaPair();
  if ('skipped' in pair) {
    console.log(`No replica: ${pair.skipped}. The instances read from the primary.`);
    return undefined;
  }
  cleanup.add(() => pair.close());
  process.env.BENCH_DATABASE_URL = databaseUrlOn(pair.primaryUrl, 'postgres');
  return pair;
}

/** The machine's CPU time so far (all cores, in clock ticks): busy and in all. */
function cpuTimes() {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** How busy the machine's cores were between two readings: '97%'. */
const busyShare = (from: ReturnType<typeof cpuTimes>, to: ReturnType<typeof cpuTimes>) =>
  `${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))}%`;

/** Forgotten-password mails sent from one address through the proxy, three times the limit: how many were taken. */
async function limitCheck(proxy: string) {
  const limit = RATE_LIMITS.forgotPassword.perIp;
  let accepted = 0;
  let refused = 0;
  for (let i = 0; i < limit * 3; i++) {
    const answer = await fetch(`${proxy}/api/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `cluster-${randomBytes(4).toString('hex')}@example.com` }),
    });
    await answer.arrayBuffer();
    if (answer.status === 429) refused += 1;
    else if (answer.ok) accepted += 1;
    else throw new Error(`POST /api/password/forgot answered ${answer.status}`);
  }
  return { limit, sent: limit * 3, accepted, refused };
}

type Rows = { id: number }[];
interface AllDetails {
  learner_licenses: Rows;
  driving_licenses: Rows;
  vehicles: (Record<string, unknown> & { id: number })[];
}

/** The API paths of the rows the server holds for the citizens among `paths`, read from their all-details. */
async function storedPaths(proxy: string, token: string, paths: string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (const citizen of paths.filter((path) => path.startsWith('/api/citizens/'))) {
    const details = await send(`${proxy}${citizen}/all-details`, token).then((body) => JSON.parse(body.toString()) as AllDetails, () => null);
    if (!details) continue;
    stored.add(citizen);
    for (const { id } of details.learner_licenses) stored.add(`/api/ll/${id}`);
    for (const { id } of details.driving_licenses) stored.add(`/api/dl/${id}`);
    for (const vehicle of details.vehicles) {
      stored.add(`/api/vehicles/${vehicle.id}`);
      for (const [key, records] of Object.entries(vehicle)) {
        if (Array.isArray(records)) for (const { id } of records as Rows) stored.add(`/api/${key.replace(/_/g, '-')}/${id}`);
      }
    }
  }
  return stored;
}

/** 'i1 0.10 core (throttled 96%), i2 0.00 core (throttled 0%), …' */
const instanceUse = (uses: ReturnType<typeof cpuUseBetween>) =>
  uses.map((use, index) => `i${index + 1} ${use.cores.toFixed(2)} core (throttled ${Math.round(use.throttledShare * 100)}%)`).join(', ');

async function run(): Promise<boolean> {
  const pair = await withReplica();
  const target = await prepareTarget({ ...options, auditLog: true }, cleanup);
  if (pair) await pair.caughtUp();
  const database = target.open();
  const fixtures = await readFixtures(database).finally(() => database.close());
  const env = {
    ...serverEnv(target),
    RATE_LIMIT_SCALE: '1',
    TRUST_PROXY: '1',
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...(pair && { DATABASE_REPLICA_URL: databaseUrlOn(pair.replicaUrl, new URL(target.databaseUrl!).pathname.slice(1)) }),
  };
  console.log(`Starting ${options.instances} instances and nginx…`);
  const instances: ChildServer[] = [];
  for (let i = 0; i < options.instances; i++) instances.push(await startServer(env, cleanup));
  const quota = options.instanceCpu === undefined ? undefined : cpuQuota(options.instanceCpu, cleanup);
  const upstreams = instances.map((instance) => new URL(instance.url).host);
  const proxyAll = await startNginx(upstreams, cleanup);
  const proxyOne = await startNginx(upstreams.slice(0, 1), cleanup);

  const tokens = new Map<Role, string>();
  for (const { role, phone } of ROLES) tokens.set(role, await signIn(proxyAll, phone));
  const cases = buildCases(fixtures);
  // The rate and the CPU use count the run's last two thirds only: not the first third, while the queues fill (at a
  // tenth of a core, 32 requests shared by one instance are all answered seconds later), nor the drain after the run,
  // while fewer and fewer instances have work.
  const readMix = async (proxy: string, durationMs: number) => {
    const tally = new Tally();
    const clients = makeClients(options.clients, proxy, tokens, cases, options.seed);
    const driving = drive(readRequest(clients, tally), clients.length, durationMs);
    const settleMs = durationMs / 3;
    await sleep(settleMs);
    const before = { answered: tally.count('all').answered, machine: cpuTimes(), instances: quota?.read() };
    await sleep(durationMs - settleMs);
    const countedMs = durationMs - settleMs;
    const answered = tally.count('all').answered - before.answered;
    const instanceCpu = quota && cpuUseBetween(before.instances!, quota.read(), countedMs);
    const cpuBusy = busyShare(before.machine, cpuTimes());
    const { elapsedMs } = await driving;
    return { ...tally.stats(elapsedMs).all, reqPerSec: answered / (countedMs / 1000), cpuBusy, instanceCpu };
  };
  // Every instance compiles its hot code with the whole machine first: at a tenth of a core that takes longer than a
  // run, and the instances that had no traffic yet would be measured warming up.
  console.log(`Warming up the ${options.instances} instances for ${WARM_UP_MS / 1000} s…`);
  await readMix(proxyAll, WARM_UP_MS);
  for (const instance of instances) quota?.place(instance.pid);
  console.log(`Read mix, ${options.clients} clients, ${options.readDurationMs / 1000} s through nginx to one instance, then to ${options.instances}…`);
  const one = await readMix(proxyOne, options.readDurationMs);
  const all = await readMix(proxyAll, options.readDurationMs);
  const limits = await limitCheck(proxyAll);

  console.log(`Mixed traffic for ${options.durationMs / 1000} s; instance 3 is killed at ${options.durationMs / 2000} s…`);
  const tally = new Tally();
  const clients = makeClients(options.clients, proxyAll, tokens, cases, options.seed);
  const started = performance.now();
  const errorTimes: number[] = [];
  let killedAt = Infinity;
  const killer = setTimeout(() => {
    killedAt = performance.now() - started;
    instances[instances.length - 1].kill();
  }, options.durationMs / 2);
  const soak = soakRequest(clients, tally);
  const mixedFrom = cpuTimes();
  const { elapsedMs, errors } = await drive(
    (worker) => soak(worker).catch((error: unknown) => {
      errorTimes.push(performance.now() - started);
      throw error;
    }),
    clients.length,
    options.durationMs,
  );
  clearTimeout(killer);
  const mixedBusy = busyShare(mixedFrom, cpuTimes());
  const stats = tally.stats(elapsedMs);

  const acknowledged = clients.flatMap((client) => client.writer.acknowledgedPaths());
  const stored = await storedPaths(proxyAll, tokens.get('admin')!, acknowledged);
  const lost = acknowledged.filter((path) => !stored.has(path)).length;
  const late = errorTimes.filter((time) => time < killedAt || time > killedAt + KILL_WINDOW_MS).length;

  const lines = [
    machineLine('Cluster', date, loadAtStart),
    `Database: ${fixtures.rows.citizens ?? options.citizens} citizens on PostgreSQL ${fixtures.serverVersion}${pair ? ' with a streaming replica (pg_basebackup -R) for list, search and report reads' : ' (no replica)'}`,
    `Proxy: nginx (deploy/nginx.conf) → ${options.instances} instances of npm start's server, TRUST_PROXY=1, RATE_LIMIT_SCALE=1; ${options.clients} clients on loopback`,
    '',
    ...markdownTable(
      ['run', 'instances', 'n', 'errors', 'req/s', 'p50', 'p95', 'p99', 'CPU busy'],
      [
        ['read mix', '1', String(one.n), String(one.errors), rate(one.reqPerSec), ms(one.p50), ms(one.p95), ms(one.p99), one.cpuBusy],
        ['read mix', String(options.instances), String(all.n), String(all.errors), rate(all.reqPerSec), ms(all.p50), ms(all.p95), ms(all.p99), all.cpuBusy],
        ...(['all', 'read', 'write'] as const).map((group) => {
          const s = stats[group];
          return [`mixed, kill at ${(killedAt / 1000).toFixed(1)} s: ${group}`, `${options.instances}→${options.instances - 1}`, String(s.n), String(s.errors), rate(s.reqPerSec), ms(s.p50), ms(s.p95), ms(s.p99), group === 'all' ? mixedBusy : ''];
        }),
      ],
      1,
    ),
    '',
    ...(quota
      ? [
          `Instance CPU quota: ${options.instanceCpu} core each (${quota.description}); each instance's use and the share of periods it was throttled in:`,
          `  read mix on 1: ${instanceUse(one.instanceCpu!)}`,
          `  read mix on ${options.instances}: ${instanceUse(all.instanceCpu!)}`,
        ]
      : []),
    `Read mix, ${options.instances} instances / 1: ${(all.reqPerSec / one.reqPerSec).toFixed(2)}× (target ≥ ${quota ? `2.5× with each instance held to ${options.instanceCpu} core` : `1.6×; ${os.cpus().length} cores for the clients, nginx, the instances and PostgreSQL`})`,
    `Per-IP limit of /api/password/forgot through nginx: ${limits.accepted} of ${limits.sent} accepted, ${limits.refused} refused (limit ${limits.limit} a minute in all)`,
    `Errors during the mixed traffic: ${errors.length}, ${errors.length - late} within ${KILL_WINDOW_MS / 1000} s of the kill, ${late} at other times${errors.length ? `; e.g. ${[...new Set(errors.map((error) => error.split(':')[0]))].slice(0, 3).join(' | ')}` : ''}`,
    `Acknowledged writes read back: ${acknowledged.length - lost} of ${acknowledged.length} (${lost} lost)`,
  ];
  console.log(`\n${lines.join('\n')}`);
  const file = writeOut('cluster', date, 'json', JSON.stringify({ date, options, replica: Boolean(pair), readMix: { one, all }, limits, mixed: { killedAtMs: killedAt, elapsedMs, stats, errors, errorTimes }, acknowledged: acknowledged.length, lost }, null, 2));
  console.log(`Written to ${file}`);
  return lost === 0 && late === 0 && limits.accepted === limits.limit;
}

await cleanup.exitAfter(run);
