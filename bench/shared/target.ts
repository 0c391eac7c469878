import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client.js';
import { databaseUrlOn, withServerClient } from '../../server/db/server-client.js';
import { seedDemo } from '../../server/db/seed/index.js';
import { fillAuditLog } from './audit-log.js';
import type { Cleanup } from './cleanup.js';

/** What a bench asks of its database: its size and seed, an existing one, PGlite, and whether to keep it. */
export interface TargetOptions {
  citizens: number;
  seed: number;
  keep: boolean;
  embedded: boolean;
  /** An existing, seeded PostgreSQL database: nothing is created, seeded or dropped. */
  databaseUrl?: string;
  /** Also fill the audit log after the seed (fillAuditLog), for the benches that read bench:api's cases. */
  auditLog?: boolean;
}

/** The database under test: a fresh PostgreSQL database, an existing one, or PGlite in a temporary folder. */
export interface Target {
  kind: 'postgres' | 'pglite';
  /** Created and seeded by this run. */
  fresh: boolean;
  /** The database URL (without its password), or the PGlite data folder. */
  location: string;
  /** DATA_DIR of the server: uploads and the app secret, and PGlite's pgdata. */
  dataDir: string;
  databaseUrl?: string;
  open(logger?: Logger): Database;
}

/** The server that bench databases are created on: BENCH_DATABASE_URL, else DATABASE_URL's, else the local one. */
const serverUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const count = (n: number) => n.toLocaleString('en-US');

const withoutPassword = (url: string) => Object.assign(new URL(url), { password: '' }).toString();

/** Migrates and seeds a new target's database. */
async function seeded(target: Target, options: TargetOptions): Promise<Target> {
  console.log(`Seeding ${count(options.citizens)} citizens into ${target.location}…`);
  const database = target.open();
  try {
    await database.migrate();
    const report = await seedDemo(database, { citizens: options.citizens, seed: options.seed, conversations: true });
    console.log(`Seeded ${count(report.totalRows)} rows in ${(report.elapsedMs / 1000).toFixed(1)} s`);
    if (options.auditLog) console.log(`Wrote ${count(await fillAuditLog(database))} audit entries`);
  } finally {
    await database.close();
  }
  return target;
}

/** Creates and seeds the database (unless --database-url) and registers its removal (unless --keep). */
export async function prepareTarget(options: TargetOptions, cleanup: Cleanup): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pd-bench-'));
  const keepFolder = options.embedded && options.keep;
  if (!keepFolder) cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));

  if (options.embedded) {
    return seeded({ kind: 'pglite', fresh: true, location: dataDir, dataDir, open: (logger) => openDatabase({ dataDir, logger }) }, options);
  }

  const open = (databaseUrl: string) => (logger?: Logger) => openDatabase({ databaseUrl, dataDir, logger });
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    return { kind: 'postgres', fresh: false, location: withoutPassword(databaseUrl), dataDir, databaseUrl, open: open(databaseUrl) };
  }
  const server = serverUrl();
  const name = `pd_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = databaseUrlOn(server, name);
  await withServerClient(server, (client) => client.query(`CREATE DATABASE ${name}`));
  if (!options.keep) cleanup.add(() => withServerClient(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  return seeded({ kind: 'postgres', fresh: true, location: withoutPassword(databaseUrl), dataDir, databaseUrl, open: open(databaseUrl) }, options);
}
