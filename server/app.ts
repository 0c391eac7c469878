import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import ajvErrors from 'ajv-errors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../common/options.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import authPlugin from './plugins/app/auth.js';
import configPlugin from './plugins/app/config.js';
import databasePlugin from './plugins/app/database.js';
import errorsPlugin from './plugins/app/errors.js';
import normalisePlugin from './plugins/app/normalise.js';
import staticPlugin from './plugins/external/static.js';
import apiRoutes from './routes/api/index.js';
import storageRoutes from './routes/storage/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; `dist/` by default. */
  webRoot?: string;
}

/** Builds the whole application: plugins, `/api` routes and the built web app. */
export async function buildApp({ config, database, logger, webRoot = path.join(here, '..', 'dist') }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: UPLOAD_MAX_BYTES + 1024 * 1024,
    ajv: {
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
      plugins: [ajvErrors as never],
    },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(authPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 50 },
  });
  await app.register(normalisePlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(storageRoutes);
  await app.register(staticPlugin, { root: webRoot });
  return app;
}
