import type { FastifyPluginAsync } from 'fastify';
import { forbidden, HttpError, unauthenticated } from '../../../lib/http-errors.js';
import { applyStatusReports, hasValidSignature } from '../../../lib/whatsapp-webhook.js';
import { webhookSchemas } from '../../../schemas/messages.js';

/** /webhooks/whatsapp: Meta's verify handshake (GET) and signed delivery status reports (POST). No session. */
const webhooksRoutes: FastifyPluginAsync = async (app) => {
  const { verifyToken, appSecret } = app.config.whatsapp;
  // The signature covers the exact bytes sent, so JSON is parsed here, after the check.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/whatsapp', { schema: webhookSchemas.verify }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const challenge = query['hub.challenge'];
    if (!verifyToken || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== verifyToken || !challenge) throw forbidden();
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  app.post('/whatsapp', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hasValidSignature(appSecret, raw, request.headers['x-hub-signature-256'])) throw unauthenticated();
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The body must be JSON.');
    }
    const updated = await applyStatusReports(app.db, (payload ?? {}) as Parameters<typeof applyStatusReports>[1]);
    return { updated };
  });
};
export default webhooksRoutes;
