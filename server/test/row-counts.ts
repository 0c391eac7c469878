import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';

/** Rows of a raw query, on either driver. */
async function rows<T>(database: Database, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** What every counter must read, counted from the rows themselves with count(*). */
const COUNTED_FROM_ROWS = `
  WITH renewals_scoped AS (
    SELECT 'renewals' AS scope, * FROM renewals
    UNION ALL SELECT 'renewals:branch:' || branch_id, * FROM renewals WHERE branch_id IS NOT NULL
    UNION ALL SELECT 'renewals:type:' || doc_type, * FROM renewals
    UNION ALL SELECT 'renewals:branch:' || branch_id || ':type:' || doc_type, * FROM renewals WHERE branch_id IS NOT NULL)
  SELECT 'citizens' AS counter, count(*)::int AS total FROM citizens
  UNION ALL SELECT 'citizens:branch:' || branch_id, count(*)::int FROM citizens WHERE branch_id IS NOT NULL GROUP BY branch_id
  UNION ALL SELECT 'citizens:creator:' || created_by, count(*)::int FROM citizens WHERE created_by IS NOT NULL GROUP BY created_by
  UNION ALL SELECT 'users', count(*)::int FROM users
  UNION ALL SELECT 'service_requests:' || status, count(*)::int FROM service_requests GROUP BY status
  UNION ALL SELECT 'document_inquiries:' || status, count(*)::int FROM document_inquiries GROUP BY status
  UNION ALL SELECT 'current_documents', count(*)::int FROM current_documents
  UNION ALL SELECT 'current_documents:type:' || doc_type, count(*)::int FROM current_documents GROUP BY doc_type
  UNION ALL SELECT 'current_documents:branch:' || branch_id, count(*)::int FROM current_documents WHERE branch_id IS NOT NULL GROUP BY branch_id
  UNION ALL SELECT 'current_documents:branch:' || branch_id || ':type:' || doc_type, count(*)::int FROM current_documents
    WHERE branch_id IS NOT NULL GROUP BY branch_id, doc_type
  UNION ALL SELECT 'service_requests:day:' || to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') || ':' || status, count(*)::int
    FROM service_requests GROUP BY 1
  UNION ALL SELECT scope || ':' || status, count(*)::int FROM renewals_scoped GROUP BY scope, status
  UNION ALL SELECT scope || ':day:' || status || ':' || to_char(expiry_date, 'YYYY-MM-DD'), count(*)::int FROM renewals_scoped GROUP BY scope, status, expiry_date
  UNION ALL SELECT 'current_documents:day:' || to_char(expiry_date, 'YYYY-MM-DD') || ':type:' || doc_type, count(*)::int FROM current_documents
    GROUP BY expiry_date, doc_type
  UNION ALL SELECT 'current_documents:branch:' || branch_id || ':day:' || to_char(expiry_date, 'YYYY-MM-DD') || ':type:' || doc_type, count(*)::int
    FROM current_documents WHERE branch_id IS NOT NULL GROUP BY branch_id, expiry_date, doc_type`;

const asMap = (list: { counter: string; total: number | string }[]) =>
  Object.fromEntries(list.filter((row) => Number(row.total) !== 0).map((row) => [row.counter, Number(row.total)]));

/** Asserts that row_counts equals count(*) over the rows, counter by counter (zero and missing alike). */
export async function expectCountersMatchRows(database: Database): Promise<Record<string, number>> {
  const expected = asMap(await rows(database, COUNTED_FROM_ROWS));
  const counters = asMap(await rows(database, 'SELECT counter, total FROM row_counts'));
  expect(counters).toEqual(expected);
  return counters;
}
