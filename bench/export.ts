/**
 * npm run bench:export [-- --citizens N] [--embedded] [--keep] [--database-url URL] [--seed S]
 * The data export and the backup at scale: seeds a fresh database (1,000,000 citizens by default; PostgreSQL, or
 * PGlite with --embedded), starts the server on a free port of 127.0.0.1, signs in as the demo admin, downloads
 * the largest table's CSV and prints rows/s and the server's peak resident memory (target ≤ 200 MB), then
 * downloads a backup and prints its time and size. Writes bench/out/export-<kind>-<citizens>-<time>.json; exits
 * non-zero when a download fails. The peak is also shown as growth over the server's peak before the export
 * (a started server idles near 200 MB already, most of it tsx and the app's modules). The database and the server go away at the end.
 */
import os from 'node:os';
import { queryRows } from '../server/db/client.js';
import { sql } from 'drizzle-orm';
import { serverEnv, startServer, type ChildServer } from './shared/child-server.js';
import { Cleanup } from './shared/cleanup.js';
import { ROLES } from './shared/fixtures.js';
import { databaseInfo, machineLine, whole } from './shared/header.js';
import { send, signIn, signOut } from './shared/http.js';
import { progress } from './shared/progress.js';
import { prepareTarget, type Target } from './shared/target.js';
import { writeOut } from './shared/out.js';
import { readOptions } from './export/options.js';

const PEAK_TARGET_MB = 200;
const options = readOptions();
const cleanup = new Cleanup();
const date = new Date();
const loadAtStart = os.loadavg();

interface Download {
  bytes: number;
  seconds: number;
}

/** GET a download as a browser would (compressed when the server offers it), counting bytes as they arrive. */
async function download(server: ChildServer, path: string, token: string): Promise<Download> {
  const started = performance.now();
  const answer = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' } });
  if (answer.status !== 200) throw new Error(`GET ${path} HTTP ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  let bytes = 0;
  for await (const chunk of answer.body!) {
    bytes += chunk.byteLength;
    progress(`  ${path}: ${(bytes / 1e6).toFixed(0)} MB · server ${server.memory().rssMb.toFixed(0)} MB resident`);
  }
  progress('');
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/** Row counts of the exportable tables, largest first. */
async function tableSizes(target: Target, tables: string[]): Promise<[string, number][]> {
  const database = target.open();
  try {
    const sizes: [string, number][] = [];
    for (const table of tables) {
      const [{ rows }] = await queryRows<{ rows: number }>(database.db, sql`select count(*)::int as rows from ${sql.identifier(table)}`);
      sizes.push([table, rows]);
    }
    return sizes.sort((a, b) => b[1] - a[1]);
  } finally {
    await database.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function run(): Promise<boolean> {
  const target = await prepareTarget(options, cleanup);
  const server = await startServer(serverEnv(target), cleanup);
  const token = await signIn(server.url, ROLES[0].phone);
  const tables = JSON.parse((await send(`${server.url}/api/export/tables`, token)).toString()) as string[];
  const [[largest, rows]] = await tableSizes(target, tables);

  const before = server.memory();
  console.log(`Exporting ${largest} (${whole(rows)} rows)…`);
  const csv = await download(server, `/api/export/table/${largest}`, token);
  const afterExport = server.memory();
  console.log('Downloading a backup…');
  const backup = await download(server, '/api/database-backups/download', token);
  const afterBackup = server.memory();
  await signOut(server.url, token);
  await server.stop();

  const rowsPerSecond = rows / csv.seconds;
  const peakOk = afterExport.peakMb <= PEAK_TARGET_MB;
  console.log(machineLine('Export bench', date, loadAtStart));
  console.log(`Database: ${target.kind}, ${whole(options.citizens)} citizens seeded${target.fresh ? '' : ` (existing ${target.location})`}`);
  console.log(`CSV of ${largest}: ${whole(rows)} rows in ${csv.seconds.toFixed(1)} s = ${whole(Math.round(rowsPerSecond))} rows/s, ${mb(csv.bytes)} received`);
  console.log(`Server resident memory: ${before.rssMb.toFixed(0)} MB before (peak ${before.peakMb.toFixed(0)} MB since start), peak ${afterExport.peakMb.toFixed(0)} MB after the export (target ≤ ${PEAK_TARGET_MB} MB: ${peakOk ? 'met' : 'MISSED'}; +${(afterExport.peakMb - before.peakMb).toFixed(0)} MB), peak ${afterBackup.peakMb.toFixed(0)} MB after the backup`);
  console.log(`Backup: ${mb(backup.bytes)} in ${backup.seconds.toFixed(1)} s`);
  const file = writeOut(`export-${target.kind}-${options.citizens}`, date, 'json', JSON.stringify({
    date, loadAtStart, database: databaseInfo(target), options,
    export: { table: largest, rows, ...csv, rowsPerSecond }, backup, memory: { before, afterExport, afterBackup }, peakTargetMb: PEAK_TARGET_MB,
  }, null, 2));
  console.log(`Written to ${file}`);
  if (options.keep && target.fresh) console.log(`Kept the database: ${target.location}`);
  return true;
}

await cleanup.exitAfter(run);
