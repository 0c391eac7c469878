import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';

/** GET /api/health: the server answers and its database too. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/', async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: app.database.kind };
  });
};
export default health;
