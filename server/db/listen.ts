import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from './client.js';

/**
 * PostgreSQL's LISTEN/NOTIFY on either driver: on a server, one pooled connection of its own, opened again whenever it
 * drops; embedded, PGlite's own listen. `what` names the listener in the log ("The live feed of the inbox").
 */

const RECONNECT_MS = 2_000;

export interface ChannelHandlers {
  message(payload?: string): void;
  /** LISTEN is in place (again): from now on no message is missed. */
  listening?(): void;
  /** The connection dropped: messages sent until `listening` is called again are missed. */
  lost?(): void;
}

export interface Channel {
  send(payload: string): Promise<unknown>;
  stop(): Promise<void>;
}

function serverChannel(pool: pg.Pool, name: string, handlers: ChannelHandlers, log: FastifyBaseLogger, what: string): Channel {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** The connection `failed` (none when none was had) is given up and another tried; once per connection. */
  const again = (failed: pg.PoolClient | undefined, error: unknown, message: string) => {
    if (failed && failed !== client) return;
    log.warn({ err: error }, message);
    handlers.lost?.();
    failed?.release(true);
    client = undefined;
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  };
  const connect = async () => {
    let connected: pg.PoolClient | undefined;
    try {
      connected = await pool.connect();
      if (closed) return connected.release();
      client = connected;
      const mine = connected;
      mine.on('notification', (message) => handlers.message(message.payload));
      mine.on('error', (error) => again(mine, error, `${what} lost its connection; listening again`));
      await mine.query(`listen ${name}`);
      if (!closed) handlers.listening?.();
    } catch (error) {
      again(connected, error, `${what} could not listen; trying again`);
    }
  };
  void connect();
  return {
    send: (payload) => pool.query('select pg_notify($1, $2)', [name, payload]),
    // The connection is closed, not asked to UNLISTEN: on a database that no longer answers that would wait for ever.
    stop: async () => {
      closed = true;
      clearTimeout(retry);
      handlers.lost?.();
      client?.release(true);
      client = undefined;
    },
  };
}

/** PGlite's own listen (it waits for the database to start: awaited only on stop, so the app's start never waits on it). */
function embeddedChannel(pglite: NonNullable<Database['pglite']>, name: string, handlers: ChannelHandlers, log: FastifyBaseLogger, what: string): Channel {
  const listening = pglite.listen(name, handlers.message);
  listening.then(() => handlers.listening?.(), (error) => log.warn({ err: error }, `${what} could not listen`));
  return {
    send: (payload) => pglite.query('select pg_notify($1, $2)', [name, payload]),
    stop: async () => {
      handlers.lost?.();
      (await listening)();
    },
  };
}

/** Listens on channel `name` of the database; a database of neither kind (none) hears nothing and sends nowhere. */
export function openChannel(database: Database, name: string, handlers: ChannelHandlers, log: FastifyBaseLogger, what: string): Channel {
  if (database.pglite) return embeddedChannel(database.pglite, name, handlers, log, what);
  if (database.pool) return serverChannel(database.pool, name, handlers, log, what);
  return { send: async () => undefined, stop: async () => undefined };
}
