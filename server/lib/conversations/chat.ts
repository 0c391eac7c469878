import { sql } from 'drizzle-orm';
import type { IncomingMessageType, MessageStatus } from '../../../common/options.js';
import { queryRows, type Db } from '../../db/client.js';
import { incomingMessages as i, messages as m, users } from '../../db/schema/index.js';
import type { ChatMessage } from '../../schemas/conversations.js';
import type { FileStore } from '../storage/file-store.js';
import type { Conversation } from './scope.js';

/**
 * A conversation's chat: what the office sent the number (the outbox, with its delivery status) and what the citizen
 * sent, interleaved newest first, CHAT_PAGE at a time; `before` (the oldest time shown) asks for the older ones.
 */

export const CHAT_PAGE = 50;

/** WhatsApp's code for a free-text message outside the 24-hour customer-service window. */
export const WINDOW_CLOSED_CODE = 131047;

interface Row {
  direction: 'in' | 'out';
  id: number;
  at: Date | string;
  type: IncomingMessageType;
  text: string | null;
  status: MessageStatus | null;
  error: string | null;
  template_name: string | null;
  sender: string | null;
  media_id: string | null;
  media_mime: string | null;
  media_filename: string | null;
  file_path: string | null;
  media_error: string | null;
  context_id: string | null;
  provider_id: string | null;
}

const chatJson = async (row: Row, files: Pick<FileStore, 'signedUrl'>): Promise<ChatMessage> => ({
  direction: row.direction,
  id: row.id,
  at: new Date(row.at).toISOString(),
  type: row.type,
  text: row.text,
  status: row.status,
  error: row.error,
  window_closed: row.error?.includes(`(${WINDOW_CLOSED_CODE})`) ?? false,
  template_name: row.template_name,
  sender: row.sender,
  media: row.media_id
    ? { mime: row.media_mime, filename: row.media_filename, file_path: row.file_path, file_url: await files.signedUrl(row.file_path), error: row.media_error }
    : null,
  context_id: row.context_id,
  provider_id: row.provider_id,
});

/** Each side read newest first on its own index, at most `limit` rows, then merged. */
export async function chatMessages(db: Db, files: Pick<FileStore, 'signedUrl'>, conversation: Pick<Conversation, 'id' | 'mobile'>, before?: string, limit = CHAT_PAGE) {
  const beforeIn = before ? sql`and ${i.sentAt} < ${before}::timestamptz` : sql``;
  const beforeOut = before ? sql`and ${m.createdAt} < ${before}::timestamptz` : sql``;
  const sent = conversation.mobile
    ? sql`union all (
        select 'out' as direction, ${m.id} as id, ${m.createdAt} as at, 'text' as type, ${m.body} as text, ${m.status}::text as status,
          ${m.error} as error, ${m.templateName} as template_name, ${users.name} as sender, null as media_id, null as media_mime,
          null as media_filename, null as file_path, null as media_error, null as context_id, ${m.providerId} as provider_id
        from ${m} left join ${users} on ${users.id} = ${m.senderId}
        where ${m.recipient} = ${conversation.mobile} and ${m.channel} = 'whatsapp' ${beforeOut}
        order by ${m.createdAt} desc, ${m.id} desc limit ${limit})`
    : sql``;
  const rows = await queryRows<Row>(db, sql`
    select * from (
      (select 'in' as direction, ${i.id} as id, ${i.sentAt} as at, ${i.type} as type, ${i.text} as text, null as status, null as error,
          null as template_name, ${i.profileName} as sender, ${i.mediaId} as media_id, ${i.mediaMime} as media_mime,
          ${i.mediaFilename} as media_filename, ${i.filePath} as file_path, ${i.mediaError} as media_error, ${i.contextId} as context_id,
          ${i.providerId} as provider_id
        from ${i} where ${i.conversationId} = ${conversation.id} ${beforeIn}
        order by ${i.sentAt} desc, ${i.id} desc limit ${limit})
      ${sent}
    ) chat order by at desc, direction, id desc limit ${limit}`);
  const data = await Promise.all(rows.map((row) => chatJson(row, files)));
  return { data, meta: { before: data.length === limit ? data[data.length - 1].at : null } };
}
