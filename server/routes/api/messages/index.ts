import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { listMessages, queueMessage } from '../../../lib/messaging/citizen-messages.js';
import { learnerLicenceNotice, noticePreview, sendNotice } from '../../../lib/messaging/expiry-notices.js';
import { loadCitizenInScope, sessionUser } from '../../../lib/citizens/scope.js';
import { messageSchemas } from '../../../schemas/messages.js';

const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** WhatsApp messages: send to a citizen, the LL expiry notice, a citizen's message history. Scoped like the citizen. */
const messagesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post('/citizens/:id/send-message', { schema: messageSchemas.send }, async (request, reply) => {
    const citizen = await loadCitizenInScope(request, idOf(request), 'edit');
    const { message } = request.body as { message: string };
    return reply.status(201).send(await queueMessage(app, citizen, sessionUser(request), message.trim()));
  });

  /** The LL expiry notice: first its exact text and phone (to confirm), then the sending. */
  app.get('/ll/:id/notify-preview', { schema: messageSchemas.notifyPreview }, async (request) =>
    noticePreview(await learnerLicenceNotice(request, idOf(request))),
  );
  app.post('/ll/:id/notify', { schema: messageSchemas.notify }, async (request, reply) =>
    reply.status(201).send(await sendNotice(request, await learnerLicenceNotice(request, idOf(request)))),
  );

  app.get('/citizens/:id/messages', { schema: messageSchemas.list }, async (request) => {
    const citizen = await loadCitizenInScope(request, idOf(request), 'view');
    return listMessages(app, citizen, request.query as { page?: number; per_page?: number });
  });
};
export default messagesRoutes;
