import pg from 'pg';

/**
 * A checked-out client whose connection dies is given back to the pool, destroyed, whoever holds it. Without this, a
 * connection that died unnoticed while idle is lost for good when Drizzle's `transaction` gets it: its BEGIN fails
 * before the try that releases the client (drizzle-orm#6241, open in 0.45.4), the pool never ends (the app's close
 * waits for ever) and the dead client's error event, with no listener, is an uncaught exception.
 */
function giveBackOnError(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  // `pool.query` checks out with a callback and guards its client itself; a caller awaiting `connect()` is guarded here.
  pool.connect = (async (callback?: unknown) => {
    if (callback) return connect(callback);
    const client = await connect();
    const release = client.release;
    let released = false;
    const giveBack = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', giveBack);
      release(error);
    };
    client.on('error', giveBack);
    client.release = giveBack;
    return client;
  }) as typeof pool.connect;
  return pool;
}

/** The pool of a PostgreSQL server (`name` in its log lines). */
export function postgresPool(connectionString: string, name: string) {
  // A connection that cannot be had within 3 s fails the request (503) rather than holding it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  // A connection the server drops while idle is replaced on next use; it must not crash the process.
  pool.on('error', (error) => console.error(`${name} connection lost: ${error.message}`));
  return giveBackOnError(pool);
}
