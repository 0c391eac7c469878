import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger, Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { postgresPool } from './pool.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The rows of one statement, on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The names of the statements lookupRows has run, by their text: a digest of some 2 KB is not taken on each request. */
const statementNames = new Map<string, string>();
/** Shapes of statements are few (a scope, a day); the map is emptied should it ever grow past this. */
const MAX_STATEMENT_NAMES = 1000;

/** The statement's name: `name` and a digest of its text (one text, one statement, whichever name it first had). */
function statementName(name: string, text: string): string {
  let found = statementNames.get(text);
  if (!found) {
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    found = `${name}_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`;
    statementNames.set(text, found);
  }
  return found;
}

/** Writes statements as the databases' drizzle does (their casing), for lookupRows. */
let statementWriter: PgDialect | undefined;

/**
 * The rows of a point lookup (a record by id, a whole mobile), run as a named prepared statement: PostgreSQL parses
 * and plans it once per connection instead of on every request (planning took longer than running the citizen's
 * detail: 0.6 against 0.4 ms). The name carries a digest of the text, so each shape of the statement (a scope, the
 * day it was written for) is its own. Only for statements whose plan does not depend on their values, as after five
 * runs PostgreSQL may keep one plan for all values.
 */
export async function lookupRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const built = writeStatement(query);
  return runNamed<T>(db, built, statementName(name, built.sql));
}

const writeStatement = (query: SQL): Query => (statementWriter ??= new PgDialect({ casing: COLUMN_CASING })).sqlToQuery(query);

async function runNamed<T>(db: Db, built: Query, statement: string, values?: Record<string, unknown>): Promise<T[]> {
  const result = await db._.session.prepareQuery(built, undefined, statement, false).execute(values);
  return (result as unknown as { rows: T[] }).rows;
}

/** The statements lookupShaped has written, by name and shape. */
const shapedStatements = new Map<string, { built: Query; statement: string }>();

/**
 * lookupRows of a statement written once per `shape`, its values drizzle placeholders (`sql.placeholder`) filled in from
 * `values` on each call: drizzle writes a statement's text anew on every call, which took 0.15–0.3 ms of the server's
 * time for the citizens of a mobile (a CPU profile under `bench:api`), more than PostgreSQL took to answer. `shape` names
 * everything the text of `write()` depends on but the placeholders' values.
 */
export async function lookupShaped<T>(db: Db, name: string, shape: string, write: () => SQL, values: Record<string, unknown>): Promise<T[]> {
  const key = `${name} ${shape}`;
  let found = shapedStatements.get(key);
  if (!found) {
    const built = writeStatement(write());
    if (shapedStatements.size >= MAX_STATEMENT_NAMES) shapedStatements.clear();
    found = { built, statement: statementName(name, built.sql) };
    shapedStatements.set(key, found);
  }
  return runNamed<T>(db, found.built, found.statement, values);
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The pg pool when on a PostgreSQL server (COPY, dumps). */
  pool?: pg.Pool;
  /** The embedded instance when on PGlite. */
  pglite?: PGlite;
  /** A streaming replica for list, search, report and export reads (DATABASE_REPLICA_URL). */
  replica?: ReadReplica;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded database's modules, loaded only when it is used: on a PostgreSQL server they would take some 20 MB
 * of memory for nothing.
 */
function embeddedModules() {
  const require = createRequire(import.meta.url);
  return {
    PGlite: (require('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite,
    pg_trgm: (require('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
    drizzle: (require('drizzle-orm/pglite') as typeof import('drizzle-orm/pglite')).drizzle,
    migrate: (require('drizzle-orm/pglite/migrator') as typeof import('drizzle-orm/pglite/migrator')).migrate,
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Dates stay 'yyyy-mm-dd' strings (the API's format); numeric stays a string, no float rounding.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface ReadReplica {
  db: Db;
  pool: pg.Pool;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Only with databaseUrl. */
  databaseReplicaUrl?: string;
  dataDir: string;
  /** Sees every statement Drizzle sends (the API benchmark records them). */
  logger?: Logger;
}

/** The advisory lock held while migrating: instances starting together migrate one after another. */
const MIGRATION_LOCK = 7_315_002;

async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** Column names are the schema's keys in snake_case. */
export const COLUMN_CASING = 'snake_case';

export function openDatabase(options: OpenOptions): Database {
  const drizzleOptions = { schema, casing: COLUMN_CASING, logger: options.logger } as const;
  if (options.databaseUrl) {
    const pool = postgresPool(options.databaseUrl, 'database');
    const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
    const replicaPool = options.databaseReplicaUrl ? postgresPool(options.databaseReplicaUrl, 'replica') : undefined;
    return {
      db,
      kind: 'postgres',
      pool,
      replica: replicaPool && { pool: replicaPool, db: drizzlePg(replicaPool, drizzleOptions) as unknown as Db },
      migrate: () => migrateAlone(pool, () => migratePg(db as never, { migrationsFolder })),
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const dataLocation = inMemory ? 'memory://' : path.join(options.dataDir, 'pgdata');
  const embedded = embeddedModules();
  const pglite = new embedded.PGlite(dataLocation, { extensions: { pg_trgm: embedded.pg_trgm } });
  const db = embedded.drizzle(pglite, drizzleOptions) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => embedded.migrate(db as never, { migrationsFolder }),
    close: () => pglite.close(),
  };
}
