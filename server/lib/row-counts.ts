import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowCounts } from '../db/schema/index.js';

/** The sum of these counters of `row_counts` (migration 0002_row_counts); a counter without a row is zero. */
export async function countersTotal(db: Db, counters: string[]): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(${rowCounts.total}), 0)::int` })
    .from(rowCounts)
    .where(inArray(rowCounts.counter, counters));
  return total;
}

/** Rebuilds every counter from the rows, e.g. after a bulk load that bypassed the triggers. */
export async function recountRows(db: Db): Promise<void> {
  await db.execute(sql`select recount_rows()`);
}
