import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { conversations, incomingMessages } from '../../db/schema/index.js';
import { indianMobile, incomingEntries, type IncomingEntry } from './incoming-payload.js';

/**
 * Stores the messages of webhook calls, each once (its provider id is unique: a retried call stores nothing new), in
 * the conversation of its number, which it reopens and whose unread count it raises by the messages new to it.
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

/** Stores the entries of several webhook calls in one transaction; answers each call's new messages (a message id sent by two calls is stored for the first). */
async function storeCalls(db: Db, calls: IncomingEntry[][]): Promise<StoredMessage[][]> {
  const claimedBy = new Map<string, number>();
  calls.forEach((entries, call) => entries.forEach((entry) => claimedBy.has(entry.providerId) || claimedBy.set(entry.providerId, call)));
  const entryOf = new Map(calls.flat().map((entry) => [entry.providerId, entry]));
  const entries = [...claimedBy.keys()].map((providerId) => entryOf.get(providerId)!);
  const inserted = await db.transaction(async (tx) => {
    const ids = await conversationIds(tx, entries);
    const rows = await tx
      .insert(incomingMessages)
      .values(entries.map((entry) => ({ ...entry, conversationId: ids.get(entry.waId)! })))
      .onConflictDoNothing({ target: incomingMessages.providerId })
      .returning({ id: incomingMessages.id, providerId: incomingMessages.providerId, conversationId: incomingMessages.conversationId, mediaId: incomingMessages.mediaId, type: incomingMessages.type });
    await countNew(tx, rows.map((row) => ({ conversationId: row.conversationId, entry: entryOf.get(row.providerId)! })));
    return rows;
  });
  const stored: StoredMessage[][] = calls.map(() => []);
  for (const { providerId, ...row } of inserted) stored[claimedBy.get(providerId)!].push(row);
  return stored;
}

interface WaitingCall {
  entries: IncomingEntry[];
  resolve: (stored: StoredMessage[]) => void;
  reject: (error: unknown) => void;
}

/** Messages written in one transaction at most: a burst is written a few hundred at a time. */
const BATCH_MESSAGES = 500;
/**
 * Transactions written at once. One slow commit (the message texts' trigram index merging its pending list, a
 * checkpoint) then holds up only its own calls: the others' writes go on beside it. Each locks its conversations in
 * the numbers' order, so they never deadlock.
 */
const WRITERS = 3;

/**
 * The webhook's writer, a group commit: a call finding a writer free is written at once; the calls arriving while
 * all are busy wait and are then written together, in one transaction, so a burst of deliveries (and WhatsApp's
 * retries of them) costs a few transactions, not one each. Should a batch fail, its calls are written one by one, so a call
 * the database refuses never loses the messages of the calls beside it.
 */
export function incomingWriter(db: Db) {
  const waiting: WaitingCall[] = [];
  let writers = 0;
  const nextBatch = () => {
    let messages = 0;
    let count = 0;
    while (count < waiting.length && (count === 0 || messages + waiting[count].entries.length <= BATCH_MESSAGES)) messages += waiting[count++].entries.length;
    return waiting.splice(0, count);
  };
  const write = async (batch: WaitingCall[]) => {
    try {
      const stored = await storeCalls(db, batch.map((call) => call.entries));
      batch.forEach((call, i) => call.resolve(stored[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const call of batch) await write([call]);
    }
  };
  const drain = async () => {
    writers++;
    try {
      while (waiting.length) await write(nextBatch());
    } finally {
      writers--;
    }
  };
  return {
    /** Stores the messages of a webhook call; answers the new ones (with their conversation) for the work after the answer (media, live). */
    store(payload: unknown): Promise<StoredMessage[]> {
      const entries = [...new Map(incomingEntries(payload).map((entry) => [entry.providerId, entry])).values()];
      if (!entries.length) return Promise.resolve([]);
      const stored = new Promise<StoredMessage[]>((resolve, reject) => waiting.push({ entries, resolve, reject }));
      if (writers < WRITERS) void drain();
      return stored;
    },
  };
}
