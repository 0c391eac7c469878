import type { Database } from '../db/client.js';
import { statementsOf } from './statements.js';

/**
 * The plan (EXPLAIN) of the first statement matching `statement` that `send` (a request to the app) runs on
 * PostgreSQL, with `settings` SET LOCAL first, in a transaction rolled back.
 */
export async function planOfSent(database: Database, send: () => Promise<unknown>, statement: RegExp, settings: string[] = []): Promise<string> {
  const { text, values } = (await statementsOf(database, send)).find((sent) => statement.test(sent.text))!;
  const client = await database.pool!.connect();
  try {
    await client.query('begin');
    for (const setting of settings) await client.query(`set local ${setting}`);
    const result = await client.query(`explain ${text}`, values as unknown[]);
    return result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}
