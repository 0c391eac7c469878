import type { FastifyPluginAsync } from 'fastify';
import compression from '../../plugins/external/compress.js';
import health from './health/index.js';
import citizens from './citizens/index.js';
import licences from './licences/index.js';
import vehicles from './vehicles/index.js';
import records from './records/index.js';
import auth from './auth/index.js';
import me from './me/index.js';
import register from './register/index.js';
import password from './password/index.js';
import dashboard from './dashboard/index.js';

/** Every `/api` route folder, one line each, behind compression of their answers. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(compression);
  await app.register(health, { prefix: '/health' });
  await app.register(citizens, { prefix: '/citizens' });
  await app.register(licences);
  await app.register(vehicles);
  await app.register(records);
  await app.register(auth);
  await app.register(me, { prefix: '/me' });
  await app.register(register, { prefix: '/register' });
  await app.register(password, { prefix: '/password' });
  await app.register(dashboard, { prefix: '/dashboard' });
};
export default apiRoutes;
