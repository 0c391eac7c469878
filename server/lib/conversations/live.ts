import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.js';

/**
 * The inbox's live feed: every new message or reply is NOTIFYed on channel `conversations` (in the transaction that
 * stores it), and each instance LISTENs on one connection of its own, so the staff of every instance behind nginx
 * hear it. Listeners get the conversation ids; a dropped connection is opened again.
 */

export const CHANNEL = 'conversations';
const RECONNECT_MS = 2_000;

export interface ConversationFeed {
  on(listener: (ids: number[]) => void): () => void;
  close(): Promise<void>;
}

const idsOf = (payload: string | undefined): number[] => {
  try {
    const ids = (JSON.parse(payload ?? '{}') as { ids?: unknown }).ids;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

/** LISTEN on a connection of its own from the pool, opened again whenever it drops, until closed. */
function listenOnPostgres(pool: pg.Pool, emit: (payload?: string) => void, log: FastifyBaseLogger) {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    try {
      client = await pool.connect();
      client.on('notification', (message) => emit(message.payload));
      client.on('error', (error) => {
        log.warn({ err: error }, 'The live feed of the inbox lost its connection; listening again');
        client?.release(true);
        client = undefined;
        if (!closed) retry = setTimeout(connect, RECONNECT_MS);
      });
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'The live feed of the inbox could not listen; trying again');
      client?.release(true);
      client = undefined;
      if (!closed) retry = setTimeout(connect, RECONNECT_MS);
    }
  };
  void connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    if (client) {
      await client.query(`unlisten ${CHANNEL}`).catch(() => undefined);
      client.release();
    }
  };
}

export async function openConversationFeed(database: Database, log: FastifyBaseLogger): Promise<ConversationFeed> {
  const events = new EventEmitter().setMaxListeners(0);
  const emit = (payload?: string) => {
    const ids = idsOf(payload);
    if (ids.length) events.emit('ids', ids);
  };
  // PGlite's listen waits for the database to start: awaited only on close, so the app's start never waits on it.
  const listening = database.pglite?.listen(CHANNEL, emit);
  listening?.catch((error) => log.warn({ err: error }, 'The live feed of the inbox could not listen'));
  const stop = listening ? async () => (await listening)() : database.pool ? listenOnPostgres(database.pool, emit, log) : async () => undefined;
  return {
    on(listener) {
      events.on('ids', listener);
      return () => events.off('ids', listener);
    },
    close: () => stop(),
  };
}
