import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection the server drops while idle is replaced on next use; it must not crash the process.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
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
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => pglite.close(),
  };
}
