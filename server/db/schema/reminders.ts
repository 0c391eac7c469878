import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPIRY_DOCUMENT_KEYS } from '../../../common/options.js';
import { messages } from './activity.js';
import { id } from './columns.js';

/** One row per daily reminder run (its IST date): the run is done once `finished_at` is set. */
export const reminderRuns = pgTable('reminder_runs', {
  runDate: date({ mode: 'string' }).primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

/**
 * The mobiles that replied STOP to the reminders (until they reply START): the opt-out belongs to the number, so a
 * citizen created later with it, or given it, is opted out too (trigger `citizens_reminder_opt_out`, migration 0038).
 */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  mobile: text().primaryKey(),
  /** The reply as the citizen wrote it ("Stop.", "रोकें।"). */
  reply: text().notNull(),
  optedOutAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each document reminded, once per expiry date and window (days left; -1 expired yesterday), written in the
 * transaction that queues its digest: the key is what makes a second run or a resumed one queue nothing twice.
 */
export const reminderDocuments = pgTable(
  'reminder_documents',
  {
    id: id(),
    docType: text({ enum: EXPIRY_DOCUMENT_KEYS as [string, ...string[]] }).notNull(),
    recordId: integer().notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    window: smallint().notNull(),
    runDate: date({ mode: 'string' }).notNull(),
    citizenId: integer().notNull(),
    branchId: integer(),
    messageId: integer().notNull().references(() => messages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('reminder_documents_window_idx').on(t.docType, t.recordId, t.expiryDate, t.window),
    index('reminder_documents_run_idx').on(t.runDate, t.branchId, t.messageId),
    index('reminder_documents_message_idx').on(t.messageId),
    index('reminder_documents_citizen_idx').on(t.citizenId, t.messageId),
  ],
);
