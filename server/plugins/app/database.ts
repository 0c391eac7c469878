import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Makes the opened database available as `app.db` (Drizzle) and `app.database` (driver details). */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
