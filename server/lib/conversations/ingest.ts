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

/** Rows handed to PostgreSQL as one JSON parameter: a batch of 500 messages is one value to send, not 5,500. */
const jsonRows = (rows: object[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

/** The conversations of these numbers, created when new and locked for the counts, in the numbers' order (so calls never deadlock). */
async function openConversations(tx: Tx, entries: IncomingEntry[]) {
  const byNumber = new Map(entries.map((entry) => [entry.waId, entry]));
  const numbers = [...byNumber.values()].map((entry) => ({ wa_id: entry.waId, mobile: indianMobile(entry.waId), profile_name: entry.profileName, at: entry.sentAt }));
  await tx.execute(sql`
    insert into ${conversations} (wa_id, mobile, profile_name, last_message_at)
    select wa_id, mobile, profile_name, at from ${jsonRows(numbers)} as v(wa_id text, mobile text, profile_name text, at timestamptz)
    order by wa_id
    on conflict (wa_id) do update set profile_name = coalesce(excluded.profile_name, ${conversations.profileName})`);
}

/**
 * Stores the messages new to the table in their conversations, and raises each conversation by them in the same
 * statement: unread count, newest activity and text (the text, or the type in brackets), reopened.
 */
type InsertedMessage = StoredMessage & { providerId: string };
async function insertNew(tx: Tx, entries: IncomingEntry[]): Promise<InsertedMessage[]> {
  const messages = entries.map((entry, n) => ({
    n, provider_id: entry.providerId, wa_id: entry.waId, profile_name: entry.profileName, sent_at: entry.sentAt, type: entry.type, text: entry.text,
    media_id: entry.mediaId, media_mime: entry.mediaMime, media_filename: entry.mediaFilename, context_id: entry.contextId,
  }));
  const result = await tx.execute(sql`
    with stored as (
      insert into ${incomingMessages} (provider_id, conversation_id, wa_id, profile_name, sent_at, type, text, media_id, media_mime, media_filename, context_id)
      select m.provider_id, c.id, m.wa_id, m.profile_name, m.sent_at, m.type, m.text, m.media_id, m.media_mime, m.media_filename, m.context_id
      from ${jsonRows(messages)} as m(n int, provider_id text, wa_id text, profile_name text, sent_at timestamptz, type text, text text, media_id text, media_mime text, media_filename text, context_id text)
      join ${conversations} c on c.wa_id = m.wa_id
      order by m.n
      on conflict (provider_id) do nothing
      returning id, provider_id, conversation_id, media_id, type, sent_at, left(coalesce(text, '[' || coalesce(media_filename, type) || ']'), 200) as preview
    ), counted as (
      update ${conversations} set
        unread_count = ${conversations.unreadCount} + v.n,
        status = 'open',
        last_message_at = greatest(${conversations.lastMessageAt}, v.at),
        last_incoming_at = greatest(${conversations.lastIncomingAt}, v.at),
        last_text = case when ${conversations.lastMessageAt} <= v.at then v.preview else ${conversations.lastText} end
      from (select conversation_id, count(*)::int as n, max(sent_at) as at, (array_agg(preview order by sent_at desc, id desc))[1] as preview
            from stored group by conversation_id) v
      where ${conversations.id} = v.conversation_id
    )
    select id, provider_id as "providerId", conversation_id as "conversationId", media_id as "mediaId", type from stored`);
  return (result as unknown as { rows: InsertedMessage[] }).rows;
}

/** Stores the entries of several webhook calls in one transaction; answers each call's new messages (a message id sent by two calls is stored for the first). */
async function storeCalls(db: Db, calls: IncomingEntry[][]): Promise<StoredMessage[][]> {
  const claimedBy = new Map<string, number>();
  calls.forEach((entries, call) => entries.forEach((entry) => claimedBy.has(entry.providerId) || claimedBy.set(entry.providerId, call)));
  const entryOf = new Map(calls.flat().map((entry) => [entry.providerId, entry]));
  const entries = [...claimedBy.keys()].map((providerId) => entryOf.get(providerId)!);
  const inserted = await db.transaction(async (tx) => {
    await openConversations(tx, entries);
    return insertNew(tx, entries);
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
