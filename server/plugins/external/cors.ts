import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Cross-origin requests: refused (no CORS headers, so browsers keep other sites out) unless `CORS_ORIGINS`
 * names the origins allowed to call the API, e.g. `https://desk.example.in,https://admin.example.in`.
 */
export default fp(
  async (app) => {
    const origins = app.config.corsOrigins;
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      exposedHeaders: ['content-disposition', 'retry-after', 'idempotent-replayed'],
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
