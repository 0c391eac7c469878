/**
 * npm run bench:seed [-- --citizens N] [--seed S] [--batch B]
 * Seeds demo data into a fresh PostgreSQL database (pd_bench_<random> on the server of
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), prints throughput
 * and per-table counts, and drops the database.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client.js';
import { seedDemo } from '../server/db/seed/index.js';
import { formatRate, printTableCounts } from '../server/db/seed/report.js';

const { values } = parseArgs({
  options: {
    citizens: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string', default: '10000' },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `pd_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
try {
  const database = openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await database.migrate();
    const citizens = Number(values.citizens);
    console.log(`Seeding ${citizens.toLocaleString('en-US')} citizens into ${name}`);
    const report = await seedDemo(database, { citizens, seed: Number(values.seed), batchSize: Number(values.batch) });
    const seconds = report.elapsedMs / 1000;
    console.log(`\n${citizens.toLocaleString('en-US')} citizens, ${report.totalRows.toLocaleString('en-US')} rows in ${seconds.toFixed(2)} s`);
    console.log(`citizens/s: ${formatRate(report.citizens, report.elapsedMs)}`);
    console.log(`rows/s:     ${formatRate(report.totalRows, report.elapsedMs)}`);
    printTableCounts(report.rows);
  } finally {
    await database.close();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
