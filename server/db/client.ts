import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of one statement, on either driver. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The pg pool when on a PostgreSQL server (COPY, dumps). */
  pool?: pg.Pool;
  /** The embedded instance when on PGlite. */
  pglite?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Dates stay 'yyyy-mm-dd' strings (the API's format); numeric stays a string, no float rounding.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Sees every statement Drizzle sends (the API benchmark records them). */
  logger?: Logger;
}

export function openDatabase(options: OpenOptions): Database {
  const drizzleOptions = { schema, casing: 'snake_case', logger: options.logger } as const;
  if (options.databaseUrl) {
    // A connection that cannot be had within 3 s fails the request (503) rather than holding it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 3000 });
    // A connection the server drops while idle is replaced on next use; it must not crash the process.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const dataLocation = inMemory ? 'memory://' : path.join(options.dataDir, 'pgdata');
  const pglite = new PGlite(dataLocation, { extensions: { pg_trgm } });
  const db = drizzlePglite(pglite, drizzleOptions) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => pglite.close(),
  };
}
