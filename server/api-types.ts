import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { API_TYPES_FILE, apiTypes } from './lib/http/api-types.js';

/** `npm run api:types`: writes src/api/schema.d.ts from the document the server serves (GET /api/openapi.json). */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-api-types-'));
const config = loadConfig({ DATA_DIR: dataDir, REMINDER_TIME: 'off', BACKUP_TIME: 'off' });
const database = openDatabase({ ...config, databaseUrl: undefined, databaseReplicaUrl: undefined, dataDir: 'memory://' });
const app = await buildApp({ config, database, logger: false, webRoot: path.join(dataDir, 'none') });
const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
writeFileSync(API_TYPES_FILE, await apiTypes(document));
console.log(`${API_TYPES_FILE} written from the served document.`);
