/**
 * npm run restore -- FILE [--force]
 * Loads a backup (plain SQL dump) into the database of DATABASE_URL, or the embedded one in DATA_DIR.
 * Refuses a database that holds tables unless --force, which empties it first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { NotEmptyError, restoreDump } from './index.js';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
const config = loadConfig();
const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
try {
  await restoreDump(positionals[0], config, { force: values.force });
  console.log(`Restored ${positionals[0]} into ${where}.`);
} catch (error) {
  console.error(error instanceof NotEmptyError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
