import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, MESSAGE_KINDS, NOTICE_LANGUAGES } from '../../../common/options.js';
import { users } from './accounts.js';
import { descending, id } from './columns.js';
import { messageChannelEnum, messageStatusEnum } from './enums.js';

/** Outbox of WhatsApp messages and mails: every send is recorded, retried with backoff and stays visible. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    channel: messageChannelEnum().notNull(),
    /**
     * The citizen it was sent to. No foreign key (migration 0038_messages_outlive_citizens): a deleted citizen's messages
     * keep it, so a restore (which brings the citizen back with its id) finds them in its Messages tab again.
     */
    citizenId: integer(),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    status: messageStatusEnum().notNull().default('queued'),
    providerId: text(),
    error: text(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** The outbox worker holding the row, and until when (a crashed worker's claim is retaken after it). */
    claimedBy: text(),
    leaseUntil: timestamp({ withTimezone: true }),
    /** Body parameters of the expiry-notice template (null: a plain text message). */
    templateParams: jsonb().$type<string[]>(),
    /** A reminder digest is held during quiet hours and goes as WHATSAPP_REMINDER_TEMPLATE in its `language`. */
    kind: text({ enum: MESSAGE_KINDS }).notNull().default('message'),
    language: text({ enum: NOTICE_LANGUAGES }),
    /** A reply from the inbox outside WhatsApp's 24-hour window goes as this approved template (WHATSAPP_REPLY_TEMPLATES). */
    templateName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_status_idx').on(t.status, t.nextAttemptAt),
    index('messages_citizen_idx').on(t.citizenId, t.id),
    index('messages_provider_idx').on(t.providerId),
    // A conversation's chat: what the office sent a mobile, newest first.
    index('messages_recipient_idx').on(t.recipient, descending(t.createdAt), descending(t.id)),
  ],
);

/** Index columns of `ORDER BY created_at DESC, id DESC`, the audit list's order (newest first). */
const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [descending(t.createdAt), descending(t.id)] as const;

/**
 * Who changed what: before and after images of every create, update, delete and restore. Each filter of the audit
 * list has an index in its order, so a page is an index walk however long the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    entity: text().notNull(),
    entityId: integer().notNull(),
    /** The citizen the row belongs to (itself, or the owner of a licence, vehicle or record): its History. No foreign key: it outlives the citizen. */
    citizenId: integer(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, ...newestFirst(t)),
    // Partial on a condition every row meets, so that only a query saying it (an unfiltered page, a date range) walks
    // it: a page of one entity, actor or action walks that filter's index, never this one filtering millions of rows
    // (the planner takes them for equal when the filtered rows are bunched in time).
    index('audit_log_created_idx').on(...newestFirst(t)).where(sql`${t.createdAt} is not null`),
    index('audit_log_entity_created_idx').on(t.entity, ...newestFirst(t)),
    index('audit_log_actor_idx').on(t.actorId, ...newestFirst(t)),
    index('audit_log_action_idx').on(t.action, ...newestFirst(t)),
    index('audit_log_citizen_idx').on(t.citizenId, ...newestFirst(t)),
  ],
);

/** Documents of deleted rows, kept DELETED_FILES_DAYS so a restore brings them back, then removed from the store. */
export const deletedFiles = pgTable(
  'deleted_files',
  {
    filePath: text().primaryKey(),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_files_deleted_idx').on(t.deletedAt)],
);
