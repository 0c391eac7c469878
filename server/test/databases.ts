import type pg from 'pg';
import { databaseUrlOn, withServerClient } from '../db/server-client.js';

/** The PostgreSQL server the integration tests use: TEST_DATABASE_URL, DATABASE_URL or the local one. */
export const serverUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const urlFor = (database: string) => databaseUrlOn(serverUrl, database);

export const withAdminClient = <T>(work: (client: pg.Client) => Promise<T>) => withServerClient(serverUrl, work);

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
