import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPIRY_DOCUMENT_KEYS } from '../../../common/options.js';

/**
 * The current document of each kind (decisions.md §Expiries): the latest (by expiry, then id) record of each
 * kind of each vehicle, and a citizen's latest LL and DL (the LL only while no DL was issued after it). A record
 * bought early that has not started yet (issue 32) is current once its day comes: until then the row is the latest
 * record that has started (the document in force, or the one that lapsed before it), naming it in `next_record_id`.
 * Kept by statement triggers on the nine source tables in the writing transaction (migration
 * 0007_current_documents); `SELECT rebuild_current_documents()` rebuilds it after a bulk load. The citizen's
 * branch is copied in, so a branch's report and its counters are read from this table alone. A derived table:
 * no foreign keys (the triggers remove a row with its source), so a rebuild writes millions of rows quickly.
 */
export const currentDocuments = pgTable(
  'current_documents',
  {
    docType: text({ enum: EXPIRY_DOCUMENT_KEYS as [string, ...string[]] }).notNull(),
    recordId: integer().notNull(),
    citizenId: integer().notNull(),
    vehicleId: integer(),
    branchId: integer(),
    expiryDate: date({ mode: 'string' }).notNull(),
    /** The owner's name, lower-cased, and the vehicle's registration number: what the report's filters match. */
    ownerSearch: text().notNull(),
    vehicleNo: text(),
    /**
     * A record bought early (issue 32) whose start is after the day the row was made: the day the document in force
     * changes, so the renewal sweep rereads the row then (current_documents_starts_idx).
     */
    startsOn: date({ mode: 'string' }),
    /** The record that starts on `starts_on` when this row is an older one still in force (or lapsed) until then. */
    nextRecordId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.docType, t.recordId] }),
    // Soonest first (expiry_date, doc_type, record_id), in each scope and for each type; the filtered columns after
    // the order's, so a filtered report is a walk of one index that never reads the table.
    index('current_documents_expiry_idx').on(t.expiryDate, t.docType, t.recordId, t.ownerSearch, t.vehicleNo),
    index('current_documents_branch_idx').on(t.branchId, t.expiryDate, t.docType, t.recordId, t.ownerSearch, t.vehicleNo),
    index('current_documents_type_idx').on(t.docType, t.expiryDate, t.recordId, t.ownerSearch, t.vehicleNo),
    index('current_documents_citizen_idx').on(t.citizenId, t.docType),
    uniqueIndex('current_documents_vehicle_idx').on(t.vehicleId, t.docType),
    index('current_documents_starts_idx').on(t.startsOn).where(sql`${t.startsOn} is not null`),
  ],
);

/**
 * Each vehicle's roadworthiness as one date (common/compliance.ts): `lapses_on` is the earliest expiry among the
 * vehicle's required current documents, or -infinity when one of them is missing or not started yet (a record bought
 * early with nothing older; infinity for one followed without a gap by a record bought early: migration 0038). Red when it is before today, amber
 * within EXPIRING_SOON_DAYS, so a day passing changes the state without a write. Kept by statement triggers on
 * current_documents and vehicles (migration 0021_vehicle_compliance_triggers), rebuilt by rebuild_current_documents().
 */
export const vehicleCompliance = pgTable(
  'vehicle_compliance',
  {
    vehicleId: integer().primaryKey(),
    citizenId: integer().notNull(),
    lapsesOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    // A citizen's vehicles by date: "has a red (amber) vehicle" is one index probe per citizen of the list.
    index('vehicle_compliance_citizen_idx').on(t.citizenId, t.lapsesOn),
  ],
);
