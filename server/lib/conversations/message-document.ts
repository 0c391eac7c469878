import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conversations, incomingMessages } from '../../db/schema/index.js';
import type { MessageDocument } from '../citizens/record-routes.js';
import { sessionUser } from '../citizens/scope.js';
import { invalidField, notFound } from '../http/http-errors.js';
import type { FileStore } from '../storage/file-store.js';
import { conversationScope } from './scope.js';

/**
 * Save to record: a record's or licence's create takes its document from an image or PDF a citizen sent on WhatsApp
 * (`source_message_id`) in place of an upload, in the same request, so no record is left without its file. The
 * record may be any citizen's the staff member may edit (a father sends his son's policy from his own phone); the
 * message must be in a conversation the caller sees (404 otherwise; users see none). Its stored file is copied within
 * the document storage (never fetched from WhatsApp again; the chat keeps its own).
 */

export async function messageDocument(request: FastifyRequest, files: FileStore, messageId: number): Promise<MessageDocument> {
  const user = sessionUser(request);
  if (user.role === 'user') throw notFound();
  const [message] = await request.server.db
    .select({ filePath: incomingMessages.filePath, mobile: conversations.mobile })
    .from(incomingMessages)
    .innerJoin(conversations, eq(conversations.id, incomingMessages.conversationId))
    .where(and(eq(incomingMessages.id, messageId), conversationScope(user)));
  if (!message) throw notFound();
  if (!message.filePath) throw invalidField('source_message_id', 'The message has no stored image or PDF.');
  const ext = message.filePath.slice(message.filePath.lastIndexOf('.') + 1);
  return { upload: { buffer: await buffer(await files.read(message.filePath)), ext }, mobile: message.mobile };
}
