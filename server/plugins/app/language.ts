import fp from 'fastify-plugin';
import { languageOf, translateBody } from '../../lib/i18n/index.js';

/** Answers `message` and `errors` in the language the request's Accept-Language prefers (English or Hindi). */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload) => {
      if (!payload || typeof payload !== 'object' || !('message' in payload || 'errors' in payload)) return payload;
      reply.header('vary', 'Accept-Language');
      return translateBody(payload as { message?: unknown; errors?: unknown }, languageOf(request.headers['accept-language']));
    });
  },
  { name: 'language' },
);
