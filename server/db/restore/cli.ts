/**
 * npm run restore -- FILE [--force]
 * Restores a backup: the rows into the database of DATABASE_URL (or the embedded one in DATA_DIR) and its documents
 * into the storage folder (DATA_DIR/storage) or the bucket of S3_BUCKET. A plain SQL dump (a backup made before
 * backups held documents) restores the rows alone. Refuses a database that holds tables, or a storage that holds
 * documents, unless --force.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { fileStore } from '../../lib/storage/index.js';
import { restoreBackup, storeName } from './backup.js';
import { NotEmptyError } from './index.js';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
const [file] = positionals;
const config = loadConfig();
const store = fileStore(config);
const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
try {
  const restored = await restoreBackup(file, config, store, { force: values.force });
  if (restored.manifest) {
    const { checked, bytes } = restored.documents;
    console.log(`Restored ${file}: the rows into ${where}, and ${checked} documents (${bytes.toLocaleString('en-IN')} bytes) into ${storeName(store)}, each checked against the backup's manifest.`);
  } else {
    console.log(`Restored ${file} into ${where}.`);
    console.log(`This backup holds the database only (it was made before backups held the documents): copy the documents back into ${storeName(store)} from their own copy.`);
  }
} catch (error) {
  console.error(error instanceof NotEmptyError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  if (store.kind === 's3') store.client.destroy();
}
