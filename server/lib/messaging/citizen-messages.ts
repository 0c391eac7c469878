import type { WhatsAppMessageJson } from '../../schemas/messages.js';
import { and, count, desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN } from '../../../common/rules.js';
import type { Tx } from '../../db/client.js';
import { conversations, incomingMessages, messages, reminderDocuments, users } from '../../db/schema/index.js';
import { invalidField } from '../http/http-errors.js';
import { pageWindow, paged } from '../http/paging.js';
import { rowJson } from '../citizens/row-json.js';
import type { Citizen } from '../citizens/scope.js';
import { internationalNumber } from './whatsapp-transport.js';

/** WhatsApp messages to a citizen: queued in the outbox (lib/messaging/outbox.ts), listed newest first. */

const { claimedBy: _claimedBy, leaseUntil: _leaseUntil, ...shownColumns } = getTableColumns(messages);
type MessageRow = { [K in keyof typeof shownColumns]: (typeof messages.$inferSelect)[K] };

/** A message the office sent, as answered (schemas/messages.ts). */
export const messageJson = (row: MessageRow, sender: { id: number; name: string } | null) =>
  ({ ...rowJson(row), sender, direction: 'out' }) as WhatsAppMessageJson;

/** The click-to-chat link that opens WhatsApp on the agent's own phone with the text filled in. */
export const waMeUrl = (mobile: string, text: string) => `https://wa.me/${internationalNumber(mobile)}?text=${encodeURIComponent(text)}`;

/** 422 when the citizen has no valid mobile to message. */
export function checkMobile(citizen: Citizen) {
  if (!citizen.mobile || !new RegExp(MOBILE_PATTERN).test(citizen.mobile)) {
    throw invalidField('mobile', `${citizen.name} has no valid 10-digit mobile number to message.`);
  }
}

/**
 * Queues a WhatsApp message to the citizen (with `alongside`, more work in the same transaction) and wakes the
 * worker; 422 when the citizen has no valid mobile. Answers the row and the wa.me link.
 */
export async function queueMessage(
  app: FastifyInstance,
  citizen: Citizen,
  sender: { id: number; name: string },
  text: string,
  templateParams: string[] | null = null,
  alongside?: (tx: Tx) => PromiseLike<unknown>,
) {
  checkMobile(citizen);
  const row = await app.db.transaction(async (tx) => {
    const [queued] = await tx
      .insert(messages)
      .values({ channel: 'whatsapp', citizenId: citizen.id, senderId: sender.id, recipient: citizen.mobile, body: text, templateParams, nextAttemptAt: new Date() })
      .returning(shownColumns);
    await alongside?.(tx);
    return queued;
  });
  app.outbox.wake();
  return { data: messageJson(row, { id: sender.id, name: sender.name }), wa_me_url: waMeUrl(citizen.mobile, text) };
}

/** What the citizen's mobile sent the office (issue 36), as rows of the Messages tab: direction `in`, the WhatsApp profile as sender. */
async function receivedFrom(app: FastifyInstance, mobile: string, limit: number) {
  const where = and(eq(conversations.mobile, mobile), eq(incomingMessages.conversationId, conversations.id));
  const [rows, [{ total }]] = await Promise.all([
    app.db.select({ row: incomingMessages }).from(incomingMessages).innerJoin(conversations, where)
      .orderBy(desc(incomingMessages.sentAt), desc(incomingMessages.id)).limit(limit),
    app.db.select({ total: count() }).from(incomingMessages).innerJoin(conversations, where),
  ]);
  const data = rows.map(({ row }) => ({
    id: row.id, direction: 'in' as const, citizen_id: null, body: row.text ?? `[${row.mediaFilename ?? row.type}]`, type: row.type,
    status: null, error: row.mediaError, attempts: 0, created_at: row.sentAt, sent_at: row.sentAt, sender: null, profile_name: row.profileName,
  }));
  return { data, total };
}

/**
 * A page of the citizen's WhatsApp messages, newest first: those sent (each with its sender and status) and those its
 * mobile sent the office, interleaved. Each side is read newest first up to the page's end, then merged.
 */
export async function listMessages(app: FastifyInstance, citizen: Pick<Citizen, 'id' | 'mobile'>, query: { page?: number; per_page?: number }) {
  const { page, perPage, offset } = pageWindow(query);
  // A reminder digest to a shared mobile shows in the Messages of each citizen it names.
  const reminded = app.db.select({ id: reminderDocuments.messageId }).from(reminderDocuments).where(eq(reminderDocuments.citizenId, citizen.id));
  const mine = or(eq(messages.citizenId, citizen.id), inArray(messages.id, reminded));
  const [rows, [{ total }], received] = await Promise.all([
    app.db
      .select({ row: shownColumns, senderId: users.id, senderName: users.name })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(mine)
      .orderBy(desc(messages.id))
      .limit(offset + perPage),
    app.db.select({ total: count() }).from(messages).where(mine),
    citizen.mobile ? receivedFrom(app, citizen.mobile, offset + perPage) : { data: [], total: 0 },
  ]);
  const sent = rows.map(({ row, senderId, senderName }) => messageJson(row, senderId === null ? null : { id: senderId, name: senderName! }));
  const time = (row: object) => new Date((row as { created_at: string | Date }).created_at).getTime();
  const data = [...sent, ...received.data].sort((a, b) => time(b) - time(a)).slice(offset, offset + perPage);
  return paged(data, page, perPage, total + received.total);
}
