/**
 * npm run bench:reminders [-- --citizens N] [--embedded] [--keep] [--database-url URL] [--seed S]
 * The daily reminder run at scale: seeds a fresh database (1,000,000 citizens by default; PostgreSQL, or PGlite with
 * --embedded), starts the server on a free port of 127.0.0.1 (no daily timer, no quiet hours), signs in as the demo
 * admin and runs today's reminders (POST /api/reminders/run), then prints the run's time, the digests queued and the
 * server's peak resident memory (targets: ≤ 60 s, ≤ 250 MB). Writes bench/out/reminders-<kind>-<citizens>-<time>.json;
 * exits non-zero when the run fails. The database and the server go away at the end.
 */
import os from 'node:os';
import { serverEnv, startServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { ROLES } from './shared/fixtures.js';
import { databaseInfo, machineLine, whole } from './shared/header.js';
import { send, signIn, signOut } from './shared/http.js';
import { writeOut } from './shared/out.js';
import { prepareTarget } from './shared/target.js';
import { readTargetOptions } from './shared/target-options.js';

const SECONDS_TARGET = 60;
const PEAK_TARGET_MB = 250;
const options = readTargetOptions('bench:reminders');
const cleanup = new Cleanup();
const date = new Date();
const loadAtStart = os.loadavg();

async function run(): Promise<boolean> {
  const target = await prepareTarget(options, cleanup);
  const env = { ...serverEnv(target), REMINDER_QUIET_HOURS: 'off', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const server = await startServer(env, cleanup);
  const token = await signIn(server.url, ROLES[0].phone);
  const before = server.memory();
  console.log("Running today's reminders…");
  const started = performance.now();
  const result = JSON.parse((await send(`${server.url}/api/reminders/run`, token, { method: 'POST' })).toString()) as { queued: number; documents: number };
  const seconds = (performance.now() - started) / 1000;
  const after = server.memory();
  await signOut(server.url, token);
  await server.stop();

  const timeOk = seconds <= SECONDS_TARGET;
  const peakOk = after.peakMb <= PEAK_TARGET_MB;
  console.log(machineLine('Reminders bench', date, loadAtStart));
  console.log(`Database: ${target.kind}, ${whole(options.citizens)} citizens seeded${target.fresh ? '' : ` (existing ${target.location})`}`);
  console.log(`Daily run: ${seconds.toFixed(1)} s (target ≤ ${SECONDS_TARGET} s: ${timeOk ? 'met' : 'MISSED'}), ${whole(result.queued)} digests queued for ${whole(result.documents)} documents`);
  console.log(`Server resident memory: ${before.rssMb.toFixed(0)} MB before (peak ${before.peakMb.toFixed(0)} MB since start), peak ${after.peakMb.toFixed(0)} MB after the run (target ≤ ${PEAK_TARGET_MB} MB: ${peakOk ? 'met' : 'MISSED'})`);
  const file = writeOut(`reminders-${target.kind}-${options.citizens}`, date, 'json', JSON.stringify({
    date, loadAtStart, database: databaseInfo(target), options, run: { seconds, ...result }, memory: { before, after },
    targets: { seconds: SECONDS_TARGET, peakMb: PEAK_TARGET_MB },
  }, null, 2));
  console.log(`Written to ${file}`);
  if (options.keep && target.fresh) console.log(`Kept the database: ${target.location}`);
  return true;
}

await cleanup.exitAfter(run);
