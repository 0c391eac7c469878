/**
 * The command Playwright's webServer runs (see playwright.config.ts): starts the real product on
 * a fresh database and removes that database when Playwright stops it.
 *
 * - DATABASE_URL set: a new database `pd_e2e_<random>` on that PostgreSQL server (dropped at the end);
 *   otherwise the embedded PGlite in a new temporary DATA_DIR (deleted at the end).
 * - Before the server starts, the database is migrated, the first admin is created exactly as the
 *   product does on first start (ADMIN_PHONE / ADMIN_PASSWORD), and the demo seed adds its accounts
 *   (one per role, DEMO_PASSWORD) and E2E_DEMO_CITIZENS citizens (default 60) so screens have content.
 * - Beside it, in this process, a fake of the WhatsApp Cloud API's media endpoint (fake-cloud-api.ts): files citizens
 *   send are fetched from it. Only WHATSAPP_TOKEN is set, no phone number id, so messages still go to the log transport.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config.js';
import { openDatabase } from '../../../server/db/client.js';
import { databaseUrlOn, withServerClient } from '../../../server/db/server-client.js';
import { seedDemo } from '../../../server/db/seed/index.js';
import { ensureFirstAdmin } from '../../../server/lib/accounts/first-admin.js';
import { SERVER_NODE_ARGS } from '../../../server/node-command.js';
import { startFakeCloudApi } from './fake-cloud-api.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-e2e-'));
const serverUrl = process.env.DATABASE_URL || undefined;
const databaseName = `pd_e2e_${randomBytes(5).toString('hex')}`;
const databaseUrl = serverUrl && databaseUrlOn(serverUrl, databaseName);

const onServer = async (sql: string) => {
  await withServerClient(serverUrl!, (client) => client.query(sql));
};

async function cleanUp() {
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch((error) => console.error(error));
  rmSync(dataDir, { recursive: true, force: true });
}

async function prepare() {
  if (serverUrl) await onServer(`CREATE DATABASE ${databaseName}`);
  // Backups to a folder of the run (removed with it), begun by the journeys rather than at a time of day.
  const env = { ...process.env, ...(await startFakeCloudApi()), DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', BACKUP_DIR: path.join(dataDir, 'backups'), BACKUP_TIME: 'off' };
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    await database.migrate();
    await ensureFirstAdmin(database.db, config);
    await seedDemo(database, { citizens: Number(process.env.E2E_DEMO_CITIZENS ?? 60), seed: 1 });
  } finally {
    await database.close();
  }
  return env;
}

const env = await prepare().catch(async (error) => {
  await cleanUp();
  throw error;
});
const server = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', async (code) => {
  await cleanUp();
  process.exit(code ?? 0);
});
