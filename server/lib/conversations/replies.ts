import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { citizens, conversations, messages } from '../../db/schema/index.js';
import type { ReplyTemplate } from '../../config.js';
import { invalid, invalidField } from '../http/http-errors.js';
import { sessionUser } from '../citizens/scope.js';
import { windowOpen } from './conversation-list.js';
import { loadConversation } from './scope.js';

/**
 * A reply from the inbox, through the outbox (its retries, at-most-once delivery and statuses): free text while
 * WhatsApp's customer-service window is open (24 hours from the citizen's last message), else only an approved
 * template of WHATSAPP_REPLY_TEMPLATES with all its parameters.
 */

export interface ReplyBody {
  text?: string;
  template?: string;
  params?: string[];
}

export const WINDOW_CLOSED_MESSAGE = "WhatsApp's 24-hour window has closed: only an approved template can be sent until the citizen writes again.";

/** The template and its parameters, 422 when it is not configured or a parameter is missing. */
function templateOf(templates: ReplyTemplate[], name: string, params: string[]) {
  const template = templates.find((candidate) => candidate.name === name);
  if (!template) throw invalidField('template', 'The selected template is invalid.');
  const filled = params.map((param) => param.trim());
  if (filled.length !== template.parameters || filled.some((param) => !param)) {
    throw invalidField('params', `The template needs ${template.parameters} parameter(s), each filled in.`);
  }
  return { template, filled };
}

/** The body the chat shows for a template: its name and parameters. */
const templateText = (name: string, params: string[]) => `[${name}] ${params.join(' · ')}`.trim();

export async function sendReply(request: FastifyRequest, id: number, body: ReplyBody) {
  const app = request.server;
  const conversation = await loadConversation(request, id);
  if (!conversation.mobile) throw invalidField('text', 'Replies go to Indian mobile numbers only; answer this number from WhatsApp.');
  const text = body.text?.trim();
  if (!text && !body.template) throw invalid({ text: ['The text field is required.'] });
  if (text && !windowOpen(conversation.lastIncomingAt)) throw invalidField('text', WINDOW_CLOSED_MESSAGE);
  const chosen = text ? null : templateOf(app.config.whatsapp.replyTemplates, body.template!, body.params ?? []);
  const sender = sessionUser(request);
  const row = await app.db.transaction(async (tx) => {
    const [citizen] = await tx.select({ id: citizens.id }).from(citizens).where(eq(citizens.mobile, conversation.mobile!)).orderBy(asc(citizens.id)).limit(1);
    const shown = text ?? templateText(chosen!.template.name, chosen!.filled);
    const [queued] = await tx
      .insert(messages)
      .values({
        channel: 'whatsapp', citizenId: citizen?.id ?? null, senderId: sender.id, recipient: conversation.mobile!, body: shown, nextAttemptAt: new Date(),
        templateParams: chosen?.filled ?? null, templateName: chosen?.template.name ?? null, language: chosen?.template.language ?? null,
      })
      .returning({ id: messages.id, createdAt: messages.createdAt, status: messages.status });
    await tx
      .update(conversations)
      .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, now())`, lastText: shown.slice(0, 200) })
      .where(eq(conversations.id, conversation.id));
    return queued;
  });
  app.conversationFeed.publish([conversation.id]);
  app.outbox.wake();
  return { data: { id: row.id, status: row.status, at: row.createdAt.toISOString() } };
}
