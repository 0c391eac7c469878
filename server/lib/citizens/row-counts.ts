import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowCounts } from '../../db/schema/index.js';

/**
 * The sum of these counters of `row_counts` (migration 0002_row_counts) as a scalar subquery, to be read
 * in the same statement as the rows it totals; a counter without a row is zero.
 */
export const countersSum = (counters: string[]): SQL<number> =>
  sql`(select coalesce(sum(${rowCounts.total}), 0)::int from ${rowCounts} where ${inArray(rowCounts.counter, counters)})`;

/** Rebuilds every counter from the rows, e.g. after a bulk load that bypassed the triggers. */
export async function recountRows(db: Db): Promise<void> {
  await db.execute(sql`select recount_rows()`);
}
