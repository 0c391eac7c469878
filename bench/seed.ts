/**
 * npm run bench:seed [-- --citizens N] [--seed S] [--batch B] [--prefill P]
 * Seeds demo data into a fresh PostgreSQL database (pd_bench_<random> on the server of
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), prints throughput,
 * CPU time (this process and, for a local server, its PostgreSQL backends), the machine's load and
 * per-table counts and the time of each step (the rows, each index, each derived table; the two
 * connections' steps overlap), and drops the database unless `--keep`. `--prefill P` first seeds P
 * citizens (not measured), so the measured seed appends to tables that hold rows (indexes maintained row by row).
 * The WhatsApp inbox comes with it: a conversation per five citizens, ten messages each (200,000 and 2M at 1M).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { openDatabase } from '../server/db/client.js';
import { databaseUrlOn, withServerClient } from '../server/db/server-client.js';
import { seedDemo } from '../server/db/seed/index.js';
import type { SeedPhase } from '../server/db/seed/phases.js';
import { formatRate, printTableCounts } from '../server/db/seed/report.js';

const { values } = parseArgs({
  options: {
    citizens: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string', default: '10000' },
    prefill: { type: 'string', default: '0' },
    keep: { type: 'boolean', default: false },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pd_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = databaseUrlOn(serverUrl, name);
const onServer = <T>(work: (client: pg.Client) => Promise<T>) => withServerClient(serverUrl, work);

/** CPU seconds used so far by the server processes of this database, when they run on this machine. */
async function backendCpuSeconds(): Promise<number | null> {
  const { rows } = await onServer((client) => client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name]));
  try {
    const ticks = rows.map(({ pid }) => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    });
    return ticks.reduce((sum, t) => sum + t, 0) / 100;
  } catch {
    return null;
  }
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

await onServer((client) => client.query(`CREATE DATABASE ${name}`));
try {
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await database.migrate();
    const citizens = Number(values.citizens);
    const prefill = Number(values.prefill);
    if (prefill > 0) {
      await seedDemo(database, { citizens: prefill, seed: Number(values.seed) + 1 });
      console.log(`Prefilled ${prefill.toLocaleString('en-US')} citizens`);
    }
    console.log(`Seeding ${citizens.toLocaleString('en-US')} citizens into ${name} (${os.cpus().length} cores, load ${load()})`);
    const cpuBefore = process.cpuUsage();
    const report = await seedDemo(database, { citizens, seed: Number(values.seed), batchSize: Number(values.batch), conversations: true });
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpu = await backendCpuSeconds();
    console.log(`\n${citizens.toLocaleString('en-US')} citizens, ${report.totalRows.toLocaleString('en-US')} rows in ${(report.elapsedMs / 1000).toFixed(2)} s (load ${load()})`);
    console.log(`citizens/s: ${formatRate(report.citizens, report.elapsedMs)}`);
    console.log(`rows/s:     ${formatRate(report.totalRows, report.elapsedMs)}`);
    console.log(`indexes:    ${report.indexesDeferred ? 'built after the rows (empty tables)' : 'maintained row by row'}`);
    console.log(`CPU:        generator ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s, PostgreSQL backends ${serverCpu === null ? 'n/a' : `${serverCpu.toFixed(1)} s`}`);
    printTableCounts(report.rows);
    printPhases(report.phases);
  } finally {
    await database.close();
  }
} finally {
  if (values.keep) console.log(`\nKept ${databaseUrl}`);
  else await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function printPhases(phases: SeedPhase[]): void {
  console.log(`\n  ${'step'.padEnd(44)} ${'from s'.padStart(8)} ${'took s'.padStart(8)}`);
  for (const phase of [...phases].sort((a, b) => a.startMs - b.startMs)) {
    console.log(`  ${phase.name.padEnd(44)} ${(phase.startMs / 1000).toFixed(1).padStart(8)} ${(phase.ms / 1000).toFixed(1).padStart(8)}`);
  }
}
