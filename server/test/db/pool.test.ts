import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresPool } from '../../db/pool.js';
import { serverUrl } from '../databases.js';

/** Kills the socket of the next client the pool hands out, before its holder can use it (a connection that died idle). */
const killNextCheckout = (pool: pg.Pool) =>
  pool.once('acquire', (client) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy());

describe('the PostgreSQL pool', () => {
  let pool: pg.Pool;
  afterEach(() => pool.end());

  it("gives back a transaction's client whose connection died before BEGIN: the pool still serves and ends", async () => {
    pool = postgresPool(serverUrl, 'test');
    const db = drizzle(pool);
    killNextCheckout(pool);
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    await expect.poll(() => pool.totalCount).toBe(0);
    expect(await db.transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows)).toEqual([{ one: 1 }]);
  });

  it('gives back a client whose connection dies while held, and a later release by its holder is harmless', async () => {
    pool = postgresPool(serverUrl, 'test');
    const client = await pool.connect();
    const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    await pool.query('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => pool.totalCount).toBe(1);
    expect(() => client.release()).not.toThrow();
    expect((await pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });
});
