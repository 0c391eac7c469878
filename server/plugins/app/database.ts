import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    /** True when this request's reads must see the primary: a write, or its user wrote a moment ago (set by auth). */
    readsPrimary: boolean;
    /** Where list, search, report and export reads go: the replica when there is one and it may, else `app.db`. */
    readDb: Db;
    /** `readDb` with its driver (for COPY). */
    readDatabase: Database;
  }
}

/** How often the replica is asked whether it answers; while it does not, its reads go to the primary. */
const REPLICA_CHECK_MS = 2_000;

/**
 * Makes the opened database available as `app.db` (Drizzle) and `app.database` (driver details), and, with a
 * read replica, `request.readDb` / `request.readDatabase` for the reads that may be a moment behind.
 */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorateRequest('readsPrimary', false);

    const { replica } = database;
    const replicaDatabase: Database | undefined = replica && { ...database, db: replica.db, pool: replica.pool };
    let replicaAnswers = true;
    if (replica) {
      const check = setInterval(() => {
        replica.pool.query('select 1').then(
          () => (replicaAnswers = true),
          () => (replicaAnswers = false),
        );
      }, REPLICA_CHECK_MS);
      check.unref();
      app.addHook('onClose', async () => clearInterval(check));
    }
    app.decorateRequest('readDatabase', {
      getter(this: FastifyRequest) {
        return replicaDatabase && replicaAnswers && !this.readsPrimary ? replicaDatabase : database;
      },
    });
    app.decorateRequest('readDb', {
      getter(this: FastifyRequest) {
        return this.readDatabase.db;
      },
    });
  },
  { name: 'database' },
);
