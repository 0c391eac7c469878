import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { JSON_BODY_MAX_BYTES } from './lib/http/body-limits.js';
import { buildValidator } from './lib/http/body-validation.js';
import { buildSerializer } from './lib/http/response-serialization.js';
import { addDateFormat, AJV_OPTIONS, AJV_PLUGINS } from './lib/http/form-validation.js';
import { OneLinePerRequest, withRequestsForLog } from './lib/http/request-log.js';
import authPlugin from './plugins/app/auth.js';
import backupsPlugin from './plugins/app/backups.js';
import configPlugin from './plugins/app/config.js';
import databasePlugin from './plugins/app/database.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/app/errors.js';
import jsonBodiesPlugin from './plugins/app/json-bodies.js';
import languagePlugin from './plugins/app/language.js';
import normalisePlugin from './plugins/app/normalise.js';
import outboxPlugin from './plugins/app/outbox.js';
import conversationFeedPlugin from './plugins/app/conversation-feed.js';
import incomingMediaPlugin from './plugins/app/incoming-media.js';
import rateLimitPlugin from './plugins/app/rate-limit.js';
import renewalSweepPlugin from './plugins/app/renewal-sweep.js';
import deletedFilesPurgePlugin from './plugins/app/deleted-files-purge.js';
import remindersPlugin from './plugins/app/reminders.js';
import apiDocs from './plugins/external/api-docs.js';
import corsPlugin from './plugins/external/cors.js';
import multipartPlugin from './plugins/external/multipart.js';
import securityHeadersPlugin from './plugins/external/security-headers.js';
import staticPlugin, { inlineScriptHashes } from './plugins/external/static.js';
import apiRoutes from './routes/api/index.js';
import storageRoutes from './routes/storage/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; `dist/` by default. */
  webRoot?: string;
  /** Called for every route as it is registered (the tests list the routes with it). */
  onRoute?: onRouteHookHandler;
  /** Each request's one line reads 'GET /api/citizens 200 12 ms' (a terminal) rather than JSON fields. */
  requestLines?: boolean;
}

/** Builds the whole application: plugins, `/api` routes and the built web app. */
export async function buildApp({ config, database, logger, webRoot = path.join(here, '..', 'dist'), onRoute, requestLines = false }: AppOptions) {
  const app = Fastify({
    logger: withRequestsForLog(logger ?? { level: config.logLevel }),
    logController: new OneLinePerRequest(requestLines),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // JSON bodies; multipart forms have their own limits (plugins/external/multipart.ts).
    bodyLimit: JSON_BODY_MAX_BYTES,
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: { buildValidator: buildValidator as never, buildSerializer: buildSerializer as never } },
    ajv: {
      customOptions: AJV_OPTIONS,
      plugins: AJV_PLUGINS,
      onCreate: (ajv) => addDateFormat(ajv as never),
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodiesPlugin);
  await app.register(languagePlugin);
  await app.register(configPlugin, { config });
  await app.register(securityHeadersPlugin, { scriptHashes: inlineScriptHashes(webRoot) });
  await app.register(corsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(authPlugin);
  await app.register(outboxPlugin);
  await app.register(conversationFeedPlugin);
  await app.register(incomingMediaPlugin);
  await app.register(renewalSweepPlugin);
  await app.register(deletedFilesPurgePlugin);
  await app.register(remindersPlugin);
  await app.register(backupsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(normalisePlugin);
  await app.register(apiDocs);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(storageRoutes);
  await app.register(staticPlugin, { root: webRoot });
  return app;
}
