import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteQuickReply, listQuickReplies, saveQuickReply } from '../../../lib/conversations/quick-replies.js';
import { conversationSchemas as schemas } from '../../../schemas/conversations.js';

/**
 * /quick-replies: the office's quick replies for the WhatsApp inbox (README §WhatsApp inbox), listed for staff, written
 * by admins. Beside /conversations, not under it: /conversations/quick-replies/{id} and /conversations/{id}/read would
 * match the same URL.
 */
const quickRepliesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('admin', 'manager'));
  const adminOnly = { onRequest: app.requireRole('admin') };
  app.get('/', { schema: schemas.quickReplies }, async () => listQuickReplies(app.db));
  app.post('/', { ...adminOnly, schema: schemas.createQuickReply }, async (request, reply) => reply.status(201).send(await saveQuickReply(request, request.body)));
  app.put('/:id', { ...adminOnly, schema: schemas.updateQuickReply }, async (request) => saveQuickReply(request, request.body, request.params.id));
  app.delete('/:id', { ...adminOnly, schema: schemas.deleteQuickReply }, async (request) => deleteQuickReply(request, request.params.id));
};
export default quickRepliesRoutes;
