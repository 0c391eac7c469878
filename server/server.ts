import { buildApp } from './app.js';
import { loadConfig, localUrl } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureFirstAdmin } from './lib/accounts/first-admin.js';
import { startLogger } from './lib/http/request-log.js';
import { closeGracefully } from './lib/http/shutdown.js';
import { appSecretCheck } from './lib/storage/index.js';

/** Starts the product: migrate, create the first admin if needed, serve app and API on one port. */
const config = loadConfig();
if (config.databaseReplicaUrl && !config.databaseUrl) {
  console.error('DATABASE_REPLICA_URL needs DATABASE_URL: the replica serves reads of a PostgreSQL primary.');
  process.exit(1);
}
const secret = appSecretCheck(config, config.databaseUrl ? 'postgres' : 'pglite');
if (secret.error) {
  console.error(secret.error);
  process.exit(1);
}
const database = openDatabase(config);
await database.migrate();
// On a terminal, pino-pretty and one line per request; JSON lines when stdout is a file or a pipe.
const terminal = Boolean(process.stdout.isTTY);
const app = await buildApp({ config, database, logger: startLogger(config.logLevel, terminal), requestLines: terminal });
const admin = await ensureFirstAdmin(database.db, config);

// On SIGTERM or SIGINT: refuse new connections, let requests under way finish (up to 10 s), close the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const clean = await closeGracefully(app, database);
    process.exit(clean ? 0 : 1);
  });
}

await app.listen({ port: config.port, host: config.host });
const url = localUrl(config);
const where = [
  database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL',
  database.replica && 'lists and searches on its replica',
  config.s3 && `documents in the bucket ${config.s3.bucket}`,
].filter(Boolean).join(', ');
console.log(`\nParivahan Desk is running at ${url} (${where})`);
if (admin) {
  console.log(`First admin created. Sign in at ${url}/login with`);
  console.log(`  phone:    ${admin.phone}`);
  console.log(`  password: ${admin.password}${config.adminPassword ? '' : '   (shown once: change it under Account Settings)'}`);
} else {
  console.log(`Sign in at ${url}/login with your account.`);
}
if (secret.note) console.log(secret.note);
