import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { Public } from '../../../schemas/common.js';
import { UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../../lib/http/db-errors.js';
import { Type } from '@sinclair/typebox';

/** GET /api/health: 200 when the server and its database answer, 503 when the database does not. */
const health: FastifyPluginAsync = async (app) => {
  app.get('/', { schema: { ...Public, response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), 503: Type.Object({ message: Type.String(), status: Type.Literal('unavailable'), database: Type.String() }) } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.status(503).send({ message: UNAVAILABLE, status: 'unavailable', database: app.database.kind });
    }
  });
};
export default health;
