import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { databaseUrlOn, withServerClient } from '../db/server-client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** The names of this run's test databases begin with it (global-setup.ts drops them at the end). */
    runDatabasePrefix: string;
  }
}

/** The PostgreSQL server the integration tests use: TEST_DATABASE_URL, DATABASE_URL or the local one. */
export const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const urlFor = (database: string) => databaseUrlOn(serverUrl, database);

export const withAdminClient = <T>(work: (client: pg.Client) => Promise<T>) => withServerClient(serverUrl, work);

/**
 * A new name for a database of this run, left in place when its test is done: each DROP DATABASE waits for a
 * checkpoint on PostgreSQL 15 (1-6 s on a busy machine), so the global teardown drops them all together instead.
 */
export const runDatabaseName = () => `${inject('runDatabasePrefix')}${randomBytes(6).toString('hex')}`;

/** Drops a test database once its connections have closed (forcing them only after 3 s). */
export async function dropDatabase(database: string): Promise<void> {
  await withAdminClient(async (client) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${database}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
}

/** Drops every database whose name begins with `prefix`, eight at a time: drops asked together share a checkpoint. */
export async function dropDatabasesNamed(prefix: string): Promise<void> {
  const names = await withAdminClient(async (client) =>
    (await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])).rows.map((row) => row.datname),
  );
  const dropNext = () =>
    withAdminClient(async (client) => {
      for (let name = names.pop(); name; name = names.pop()) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  await Promise.all(Array.from({ length: Math.min(8, names.length) }, dropNext));
}
