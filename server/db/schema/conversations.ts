import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONVERSATION_STATUSES, INCOMING_MESSAGE_TYPES, NOTICE_LANGUAGES } from '../../../common/options.js';
import { users } from './accounts.js';
import { descending, id } from './columns.js';

/**
 * The office's WhatsApp conversations (issue 36): one per number that wrote to it. No foreign key to citizens: a
 * conversation belongs to every profile of its mobile, so it outlives a deleted citizen and shows again on a restore.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    /** The sender's WhatsApp id (international digits, `91` and ten digits for India). */
    waId: text().notNull(),
    /** The 10-digit Indian mobile the citizens' profiles hold; null for a number from abroad (no reply then). */
    mobile: text(),
    /** The name the sender gave their WhatsApp profile, as last seen. */
    profileName: text(),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: CONVERSATION_STATUSES }).notNull().default('open'),
    unreadCount: integer().notNull().default(0),
    /** The newest message either way: the inbox's order. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The citizen's newest message: WhatsApp's 24-hour customer-service window runs from it. */
    lastIncomingAt: timestamp({ withTimezone: true }),
    /** The newest message's text (or its type), shown in the list. */
    lastText: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_wa_id_idx').on(t.waId),
    index('conversations_mobile_idx').on(t.mobile),
    index('conversations_activity_idx').on(descending(t.lastMessageAt), descending(t.id)),
    index('conversations_unread_idx').on(descending(t.lastMessageAt), descending(t.id)).where(sql`${t.unreadCount} > 0`),
    index('conversations_assignee_idx').on(t.assigneeId, descending(t.lastMessageAt), descending(t.id)),
  ],
);

/**
 * Every message a citizen sent the office, stored once: WhatsApp retries a webhook call, and its message id
 * (`provider_id`) is the key. Media are fetched after the webhook's answer into the document storage (`file_path`).
 */
export const incomingMessages = pgTable(
  'incoming_messages',
  {
    id: id(),
    providerId: text().notNull(),
    conversationId: integer().notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    waId: text().notNull(),
    profileName: text(),
    /** When WhatsApp says the citizen sent it. */
    sentAt: timestamp({ withTimezone: true }).notNull(),
    type: text({ enum: INCOMING_MESSAGE_TYPES }).notNull(),
    /** The text, a caption, a location's link and name, a reaction's emoji, or the type WhatsApp named when unsupported. */
    text: text(),
    mediaId: text(),
    mediaMime: text(),
    mediaFilename: text(),
    /** The fetched file in the document storage (private), or why the fetch failed. */
    filePath: text(),
    mediaError: text(),
    /** The provider id of the message this one answers (a reply) or reacts to. */
    contextId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('incoming_messages_provider_idx').on(t.providerId),
    index('incoming_messages_conversation_idx').on(t.conversationId, descending(t.sentAt), descending(t.id)),
    index('incoming_messages_text_idx').using('gin', sql`${t.text} gin_trgm_ops`),
  ],
);

/** The message whose file a record was saved from (Save to record); cleared when the message goes. */
export const sourceMessageId = () => integer().references(() => incomingMessages.id, { onDelete: 'set null' });

/** The office's saved quick replies, in English or Hindi; `{name}`, `{vehicle}`, `{expiry}` are filled in the composer. */
export const quickReplies = pgTable('quick_replies', {
  id: id(),
  language: text({ enum: NOTICE_LANGUAGES }).notNull(),
  title: text().notNull(),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
