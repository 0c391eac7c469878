import type { FastifyPluginAsync } from 'fastify';
import health from './health/index.js';

/** Every `/api` route folder, one line each. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health, { prefix: '/health' });
};
export default apiRoutes;
