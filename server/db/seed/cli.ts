/**
 * npm run seed:demo -- --citizens N [--seed S] [--reset] [--batch B]
 * Fills the database of DATABASE_URL (or the embedded one in DATA_DIR) with demo data.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './index.js';
import { formatRate, printTableCounts } from './report.js';

const { values } = parseArgs({
  options: {
    citizens: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
    batch: { type: 'string', default: '10000' },
  },
});
const positive = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`--${name} must be a whole number, got '${value}'`);
    process.exit(2);
  }
  return number;
};
const citizens = positive('citizens', values.citizens);
const seed = positive('seed', values.seed);
const batchSize = Math.max(1, positive('batch', values.batch));

const config = loadConfig();
const database = openDatabase(config);
try {
  await database.migrate();
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database';
  console.log(`Seeding ${citizens.toLocaleString('en-US')} citizens (seed ${seed}${values.reset ? ', reset' : ''}) into the ${where}`);
  const report = await seedDemo(database, {
    citizens, seed, batchSize, reset: values.reset,
    onProgress: ({ phase, citizens: done, total, rows, elapsedMs }) =>
      process.stdout.write(phase === 'indexing'
        ? '\n  building the indexes of the new tables…'
        : `\r  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} citizens, ${rows.toLocaleString('en-US')} rows, ${formatRate(done, elapsedMs)} citizens/s   `),
  });
  console.log(`\nDone in ${(report.elapsedMs / 1000).toFixed(1)} s: ${formatRate(report.citizens, report.elapsedMs)} citizens/s, ${formatRate(report.totalRows, report.elapsedMs)} rows/s`);
  printTableCounts(report.rows);
  console.log(`\nSign in with password ${DEMO_PASSWORD}:`);
  for (const account of DEMO_ACCOUNTS.slice(0, 3)) console.log(`  ${account.role.padEnd(8)} ${account.phone}  ${account.name}${account.branch ? ` (${account.branch})` : ''}`);
  console.log(`  (more managers and users: ${DEMO_ACCOUNTS.slice(3).map((a) => a.phone).join(', ')})`);
} finally {
  await database.close();
}
