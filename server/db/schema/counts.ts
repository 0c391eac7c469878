import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts behind the totals of unfiltered lists and the dashboard, kept by triggers in the
 * same transaction as the rows they count (migration 0002_row_counts): `citizens`,
 * `citizens:branch:<id>`, `citizens:creator:<user id>`, `users`, `service_requests:<status>`,
 * `document_inquiries:<status>` (migration 0003_desk_requests),
 * `current_documents[:branch:<id>][:type:<doc type>]` (migration 0007_current_documents) and
 * `current_documents[:branch:<id>]:day:<yyyy-mm-dd>:type:<doc type>` (migration 0022_expiry_day_counters).
 * A counter that has no row counts zero. `SELECT recount_rows()` rebuilds them all.
 */
export const rowCounts = pgTable('row_counts', {
  counter: text().primaryKey(),
  total: bigint({ mode: 'number' }).notNull(),
});
