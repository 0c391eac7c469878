import { AsyncLocalStorage } from 'node:async_hooks';
import { vi } from 'vitest';
import type { Database } from '../db/client.js';

export interface Statement {
  text: string;
  values: unknown;
}

const sending = new AsyncLocalStorage<true>();

/**
 * The statements `send` (a request to the app, injected) runs on the pool, in order. Only its own: the app's background
 * jobs (the outbox's poll, the sweeps) query the same pool from their own timers, outside `send`'s async context.
 */
export async function statementsOf(database: Database, send: () => Promise<unknown>): Promise<Statement[]> {
  const pool = database.pool!;
  const query = pool.query.bind(pool);
  const sent: Statement[] = [];
  const spy = vi.spyOn(pool, 'query').mockImplementation(((statement: string | { text: string }, values?: unknown, ...rest: unknown[]) => {
    if (sending.getStore()) sent.push({ text: typeof statement === 'string' ? statement : statement.text, values });
    return (query as (...args: unknown[]) => unknown)(statement, values, ...rest);
  }) as typeof pool.query);
  try {
    await sending.run(true, send);
  } finally {
    spy.mockRestore();
  }
  return sent;
}
