import type { FastifyPluginAsync } from 'fastify';
import { forbidden, HttpError, unauthenticated } from '../../../lib/http/http-errors.js';
import { applyStatusReports, hasValidSignature } from '../../../lib/messaging/whatsapp-webhook.js';
import { incomingWriter } from '../../../lib/conversations/ingest.js';
import { applyOptOutReplies } from '../../../lib/renewals/reminder-opt-out.js';
import { Public } from '../../../schemas/common.js';
import { webhookSchemas } from '../../../schemas/messages.js';

/**
 * /webhooks/whatsapp: Meta's verify handshake (GET) and signed delivery status reports and STOP/START replies to the
 * reminders (POST; `opt_outs` counts the citizens of the numbers that replied), and every message a citizen sends
 * the office, stored once in its conversation (`stored` counts the new ones; lib/conversations). No session.
 */
const webhooksRoutes: FastifyPluginAsync = async (app) => {
  const { verifyToken, appSecret } = app.config.whatsapp;
  const incoming = incomingWriter(app.db);
  // The signature covers the exact bytes sent, so JSON is parsed here, after the check.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/whatsapp', { schema: webhookSchemas.verify }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const challenge = query['hub.challenge'];
    if (!verifyToken || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== verifyToken || !challenge) throw forbidden();
    return reply.type('text/plain; charset=utf-8').send(challenge);
  });

  app.post('/whatsapp', { schema: { ...Public, ...webhookSchemas.report } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    if (!hasValidSignature(appSecret, raw, request.headers['x-hub-signature-256'])) throw unauthenticated();
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The body must be JSON.');
    }
    const reports = (payload ?? {}) as Parameters<typeof applyStatusReports>[1] & Parameters<typeof applyOptOutReplies>[1];
    const stored = await incoming.store(payload);
    const updated = await applyStatusReports(app.db, reports);
    const optOuts = await applyOptOutReplies(app.db, reports);
    // The live feed and the media fetch come after the answer: WhatsApp waits for nothing but the stored messages.
    app.conversationFeed.publish(stored.map((message) => message.conversationId));
    app.incomingMedia.fetchLater(stored);
    return { stored: stored.length, updated, opt_outs: optOuts };
  });
};
export default webhooksRoutes;
