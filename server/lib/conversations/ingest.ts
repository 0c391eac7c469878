import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { conversations, incomingMessages } from '../../db/schema/index.js';
import { indianMobile, incomingEntries, type IncomingEntry } from './incoming-payload.js';

/**
 * Stores the messages of a webhook call in one transaction, each once (its provider id is unique: a retried call
 * stores nothing new), in the conversation of its number, which it reopens and whose unread count it raises by the
 * messages new to it. Answers the new messages (with their conversation) for the work after the answer (media, live).
 */

export interface StoredMessage {
  id: number;
  conversationId: number;
  mediaId: string | null;
  type: IncomingEntry['type'];
}

/** What the list shows of a message: its text, or its type in brackets. */
const previewOf = (entry: IncomingEntry) => (entry.text ?? `[${entry.mediaFilename ?? entry.type}]`).slice(0, 200);

/** The conversations of these numbers, created when new; the rows are locked for the counts (in the numbers' order, so calls never deadlock). */
async function conversationIds(tx: Tx, entries: IncomingEntry[]): Promise<Map<string, number>> {
  const byNumber = new Map(entries.map((entry) => [entry.waId, entry]));
  const values = [...byNumber.values()]
    .sort((a, b) => a.waId.localeCompare(b.waId))
    .map((entry) => ({ waId: entry.waId, mobile: indianMobile(entry.waId), profileName: entry.profileName, lastMessageAt: entry.sentAt }));
  const rows = await tx
    .insert(conversations)
    .values(values)
    .onConflictDoUpdate({ target: conversations.waId, set: { profileName: sql`coalesce(excluded.profile_name, ${conversations.profileName})` } })
    .returning({ id: conversations.id, waId: conversations.waId });
  return new Map(rows.map((row) => [row.waId, row.id]));
}

/** Raises each conversation by its new messages in one statement: unread count, newest activity and text, reopened. */
async function countNew(tx: Tx, stored: { conversationId: number; entry: IncomingEntry }[]) {
  const byConversation = new Map<number, IncomingEntry[]>();
  for (const { conversationId, entry } of stored) byConversation.set(conversationId, [...(byConversation.get(conversationId) ?? []), entry]);
  if (!byConversation.size) return;
  const rows = [...byConversation].map(([conversationId, entries]) => {
    const newest = entries.reduce((a, b) => (b.sentAt >= a.sentAt ? b : a));
    return sql`(${conversationId}::int, ${entries.length}::int, ${newest.sentAt.toISOString()}::timestamptz, ${previewOf(newest)}::text)`;
  });
  await tx.execute(sql`
    update ${conversations} set
      unread_count = ${conversations.unreadCount} + v.n,
      status = 'open',
      last_message_at = greatest(${conversations.lastMessageAt}, v.at),
      last_incoming_at = greatest(${conversations.lastIncomingAt}, v.at),
      last_text = case when ${conversations.lastMessageAt} <= v.at then v.text else ${conversations.lastText} end
    from (values ${sql.join(rows, sql`, `)}) as v(id, n, at, text)
    where ${conversations.id} = v.id`);
}

export async function storeIncoming(db: Db, payload: unknown): Promise<StoredMessage[]> {
  const entries = [...new Map(incomingEntries(payload).map((entry) => [entry.providerId, entry])).values()];
  if (!entries.length) return [];
  return db.transaction(async (tx) => {
    const ids = await conversationIds(tx, entries);
    const inserted = await tx
      .insert(incomingMessages)
      .values(entries.map((entry) => ({ ...entry, conversationId: ids.get(entry.waId)! })))
      .onConflictDoNothing({ target: incomingMessages.providerId })
      .returning({ id: incomingMessages.id, providerId: incomingMessages.providerId, conversationId: incomingMessages.conversationId, mediaId: incomingMessages.mediaId, type: incomingMessages.type });
    const entryOf = new Map(entries.map((entry) => [entry.providerId, entry]));
    await countNew(tx, inserted.map((row) => ({ conversationId: row.conversationId, entry: entryOf.get(row.providerId)! })));
    return inserted.map(({ providerId: _providerId, ...row }) => row);
  });
}

