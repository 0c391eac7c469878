import { count, desc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MOBILE_PATTERN } from '../../../common/rules.js';
import type { Tx } from '../../db/client.js';
import { messages, reminderDocuments, users } from '../../db/schema/index.js';
import { invalidField } from '../http/http-errors.js';
import { pageWindow, paged } from '../http/paging.js';
import { rowJson } from '../citizens/row-json.js';
import type { Citizen } from '../citizens/scope.js';
import { internationalNumber } from './whatsapp-transport.js';

/** WhatsApp messages to a citizen: queued in the outbox (lib/messaging/outbox.ts), listed newest first. */

const { claimedBy: _claimedBy, leaseUntil: _leaseUntil, ...shownColumns } = getTableColumns(messages);
type MessageRow = { [K in keyof typeof shownColumns]: (typeof messages.$inferSelect)[K] };

export const messageJson = (row: MessageRow, sender: { id: number; name: string } | null) => ({ ...rowJson(row), sender });

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

/** A page of the citizen's WhatsApp messages, newest first, each with its sender. */
export async function listMessages(app: FastifyInstance, citizenId: number, query: { page?: number; per_page?: number }) {
  const { page, perPage, offset } = pageWindow(query);
  // A reminder digest to a shared mobile shows in the Messages of each citizen it names.
  const reminded = app.db.select({ id: reminderDocuments.messageId }).from(reminderDocuments).where(eq(reminderDocuments.citizenId, citizenId));
  const mine = or(eq(messages.citizenId, citizenId), inArray(messages.id, reminded));
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select({ row: shownColumns, senderId: users.id, senderName: users.name })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(mine)
      .orderBy(desc(messages.id))
      .limit(perPage)
      .offset(offset),
    app.db.select({ total: count() }).from(messages).where(mine),
  ]);
  const data = rows.map(({ row, senderId, senderName }) => messageJson(row, senderId === null ? null : { id: senderId, name: senderName! }));
  return paged(data, page, perPage, total);
}
