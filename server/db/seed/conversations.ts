import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client.js';

/**
 * The office's WhatsApp inbox (issue 36), written in SQL after the citizens: one conversation per 5 citizens (the
 * mobile of every fifth citizen by id; 200,000 at 1M citizens), each with MESSAGES_PER_CONVERSATION text messages
 * (2M), a third done, a quarter with unread messages, their activity spread over the last 50 days. Deterministic:
 * everything follows from the citizens' ids. Appending seeds only the citizens written since (`fromCitizenId`).
 */
export const CITIZENS_PER_CONVERSATION = 5;
export const MESSAGES_PER_CONVERSATION = 10;
const TEXTS = ['haan renew kar do', 'kab aana hai?', 'PUC ka photo bhej diya', 'Thank you ji', 'DL test kab hai?', 'insurance kitne ka hoga?'];

export async function seedConversations(database: Database, fromCitizenId: number): Promise<{ conversations: number; messages: number }> {
  const texts = `ARRAY[${TEXTS.map((text) => `'${text}'`).join(', ')}]`;
  const [conversations] = await queryRows<{ n: number }>(database.db, sql`
    with inserted as (
      insert into conversations (wa_id, mobile, profile_name, status, unread_count, last_message_at, last_incoming_at, last_text)
      select '91' || c.mobile, c.mobile, split_part(c.name, ' ', 1),
        case when c.id % 3 = 0 then 'done' else 'open' end,
        case when c.id % 4 = 0 and c.id % 3 <> 0 then 1 + c.id % 7 else 0 end,
        now() - (c.id % 4320) * interval '1000 seconds', now() - (c.id % 4320) * interval '1000 seconds',
        (${sql.raw(texts)})[1 + c.id % ${TEXTS.length}]
      from citizens c where c.id >= ${fromCitizenId} and c.id % ${CITIZENS_PER_CONVERSATION} = 0
      on conflict (wa_id) do nothing
      returning id)
    select count(*)::int as n from inserted`);
  const [messages] = await queryRows<{ n: number }>(database.db, sql`
    with inserted as (
      insert into incoming_messages (provider_id, conversation_id, wa_id, profile_name, sent_at, type, text)
      select 'wamid.seed.' || cv.id || '.' || n, cv.id, cv.wa_id, cv.profile_name, cv.last_message_at - (${MESSAGES_PER_CONVERSATION} - n) * interval '3 hours', 'text',
        (${sql.raw(texts)})[1 + (cv.id + n) % ${TEXTS.length}]
      from conversations cv cross join generate_series(1, ${MESSAGES_PER_CONVERSATION}) n
      where not exists (select 1 from incoming_messages m where m.conversation_id = cv.id)
      returning 1)
    select count(*)::int as n from inserted`);
  // The inbox's index-only scans and plans want the new pages all-visible and the new sizes known.
  await queryRows(database.db, sql`vacuum (analyze) conversations, incoming_messages`);
  return { conversations: conversations.n, messages: messages.n };
}
