import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { learnerLicences } from '../../../db/schema/index.js';
import { expiryNotice, listMessages, queueMessage } from '../../../lib/citizen-messages.js';
import { invalidField } from '../../../lib/http-errors.js';
import { loadCitizenInScope, loadOwnedInScope, sessionUser } from '../../../lib/scope.js';
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

  app.post('/ll/:id/notify', { schema: messageSchemas.notify }, async (request, reply) => {
    const licence = await loadOwnedInScope(request, learnerLicences, idOf(request), 'edit');
    const citizen = await loadCitizenInScope(request, licence.citizenId, 'edit');
    if (!licence.expiryDate) throw invalidField('expiry_date', 'This learner licence has no expiry date to give notice of.');
    const notice = expiryNotice(app.config.whatsapp.noticeLanguage, citizen.name, 'll', licence.llNo, licence.expiryDate);
    return reply.status(201).send(await queueMessage(app, citizen, sessionUser(request), notice.text, notice.params));
  });

  app.get('/citizens/:id/messages', { schema: messageSchemas.list }, async (request) => {
    const citizen = await loadCitizenInScope(request, idOf(request), 'view');
    return listMessages(app, citizen.id, request.query as { page?: number; per_page?: number });
  });
};
export default messagesRoutes;
