import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileStore } from '../../../lib/storage/index.js';
import { sessionUser } from '../../../lib/citizens/scope.js';
import { chatMessages } from '../../../lib/conversations/chat.js';
import { assignConversation, markDone, markRead, profileCreated } from '../../../lib/conversations/conversation-changes.js';
import { conversationRow, listConversations, unreadCount } from '../../../lib/conversations/conversation-list.js';
import { streamConversationEvents } from '../../../lib/conversations/event-stream.js';
import { filledQuickReplies } from '../../../lib/conversations/quick-replies.js';
import { sendReply } from '../../../lib/conversations/replies.js';
import { loadConversation } from '../../../lib/conversations/scope.js';
import { conversationSchemas as schemas } from '../../../schemas/conversations.js';

/**
 * /conversations: the inbox of the office's WhatsApp number (README §WhatsApp inbox). Admins and managers; a
 * conversation is scoped like the citizens of its mobile (lib/conversations/scope.ts).
 */
const conversationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireRole('admin', 'manager'));
  const files = fileStore(app.config);

  app.get('/', { schema: schemas.list }, async (request) => listConversations(request.server.db, sessionUser(request), request.query));

  app.get('/unread-count', { schema: schemas.unreadCount }, async (request) => unreadCount(app.db, sessionUser(request)));

  app.get('/events', { schema: schemas.events }, async (request, reply) => streamConversationEvents(request, reply, request.query.wait ?? 25));

  /** The approved templates a reply outside the 24-hour window may use. */
  app.get('/templates', { schema: schemas.templates }, async () => ({ data: app.config.whatsapp.replyTemplates }));

  app.get('/:id', { schema: schemas.show }, async (request) => {
    const conversation = await loadConversation(request, request.params.id);
    return { data: await conversationRow(app.db, conversation.id) };
  });

  app.get('/:id/messages', { schema: schemas.chat }, async (request) =>
    chatMessages(app.db, files, await loadConversation(request, request.params.id), request.query.before),
  );

  app.get('/:id/quick-replies', { schema: schemas.filledQuickReplies }, async (request) => filledQuickReplies(request, request.params.id));

  app.post('/:id/read', { schema: schemas.change }, async (request) => markRead(request, request.params.id));
  app.post('/:id/done', { schema: schemas.change }, async (request) => markDone(request, request.params.id));
  app.post('/:id/assign', { schema: schemas.assign }, async (request) => assignConversation(request, request.params.id, request.body.assignee_id));

  app.post('/:id/profile', { schema: schemas.profile }, async (request) => profileCreated(request, request.params.id, request.body.citizen_id));

  app.post('/:id/reply', { schema: schemas.reply }, async (request, reply) => reply.status(201).send(await sendReply(request, request.params.id, request.body)));
};
export default conversationsRoutes;
