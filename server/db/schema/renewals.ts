import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPIRY_DOCUMENT_KEYS } from '../../../common/options.js';
import { RENEWAL_STATUSES } from '../../../common/renewals.js';
import { users } from './accounts.js';
import { citizens } from './citizens.js';
import { day, id, timestamps } from './columns.js';

/**
 * The follow-up pipeline (issue 22): one renewal per current document that entered the renewal window or expired,
 * created by the triggers of the record tables and by the sweep (migrations 0017_renewals and 0018_renewal_triggers). Owner, branch and expiry
 * are copied from `current_documents` so that the board reads this table alone; its counters per status, all and
 * per branch, each also per type and per expiry day, live in `row_counts` (migration 0023_filter_day_counters).
 */
export const renewals = pgTable(
  'renewals',
  {
    id: id(),
    docType: text({ enum: EXPIRY_DOCUMENT_KEYS as [string, ...string[]] }).notNull(),
    recordId: integer().notNull(),
    citizenId: integer()
      .notNull()
      .references(() => citizens.id, { onDelete: 'cascade' }),
    vehicleId: integer(),
    branchId: integer(),
    expiryDate: day().notNull(),
    status: text({ enum: RENEWAL_STATUSES }).notNull().default('due'),
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    lostReason: text(),
    earned: numeric({ precision: 12, scale: 2 }),
    /** The newer record that renewed it automatically, and the status it had before (put back if that record goes). */
    renewedByRecordId: integer(),
    statusBeforeRenewal: text({ enum: RENEWAL_STATUSES }),
    /** When it became renewed (by hand or by a newer record): its `earned` counts in that month. */
    renewedAt: timestamp({ withTimezone: true }),
    notesCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('renewals_document_idx').on(t.docType, t.recordId),
    // The board's columns: soonest expiry first, in each scope and for each filter of its own.
    index('renewals_status_idx').on(t.status, t.expiryDate, t.id),
    index('renewals_branch_idx').on(t.branchId, t.status, t.expiryDate, t.id),
    index('renewals_assignee_idx').on(t.assigneeId, t.status, t.expiryDate, t.id),
    index('renewals_type_idx').on(t.docType, t.status, t.expiryDate, t.id),
    index('renewals_vehicle_idx').on(t.vehicleId, t.docType),
    index('renewals_citizen_idx').on(t.citizenId, t.docType),
    index('renewals_renewed_idx').on(t.renewedAt),
  ],
);

export const renewalNotes = pgTable(
  'renewal_notes',
  {
    id: id(),
    renewalId: integer()
      .notNull()
      .references(() => renewals.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('renewal_notes_renewal_idx').on(t.renewalId, t.id)],
);
