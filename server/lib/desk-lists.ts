import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client.js';
import { audit } from './audit.js';
import { notFound } from './http-errors.js';
import { paged } from './paging.js';
import { countersSum } from './row-counts.js';

/**
 * The staff lists of service requests and document inquiries at a state's scale: a page is a walk down the
 * (status,) created_at DESC, id DESC index, and the total is read from the per-status counters of row_counts
 * (migrations 0002 and 0003), never counted over the rows.
 */
export interface StatusPage<Row> {
  /** The counter prefix: `service_requests` counts `service_requests:<status>`. */
  counter: string;
  statuses: readonly string[];
  status?: string;
  page: number;
  perPage: number;
  /** The page's rows, newest first: `limit` rows from `offset`. */
  rows(limit: number, offset: number): Promise<Row[]>;
}

/** `{ data, meta }` of one page, its exact total from the counters of the statuses shown. */
export async function statusPage<Row>(db: Db, { counter, statuses, status, page, perPage, rows }: StatusPage<Row>) {
  const counters = (status ? [status] : statuses).map((each) => `${counter}:${each}`);
  const [data, [{ total }]] = await Promise.all([
    rows(perPage, (page - 1) * perPage),
    queryRows<{ total: number }>(db, sql`select ${countersSum(counters)} as total`),
  ]);
  return paged(data, page, perPage, total);
}

/** Newest first, as the indexes are ordered (DESC is NULLS FIRST on both sides). */
export const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) => [desc(table.createdAt), desc(table.id)];

/**
 * PATCH …/{id}/status of a request or inquiry: any status from any other (404 for an unknown id), audited with the
 * row's before- and after-image in the same transaction.
 */
export async function changeStatus(db: Db, actorId: number, target: { table: PgTable; entity: string }, id: number, status: string) {
  await db.transaction(async (tx) => {
    const image = async (statement: SQL) => ((await tx.execute(statement)) as unknown as { rows: { row: unknown }[] }).rows[0]?.row;
    const before = await image(sql`select to_jsonb(t) as row from ${target.table} t where id = ${id} for update`);
    if (!before) throw notFound();
    const after = await image(sql`update ${target.table} t set status = ${status}, updated_at = now() where id = ${id} returning to_jsonb(t) as row`);
    await audit(tx, { actorId, action: 'update', entity: target.entity, entityId: id, before, after });
  });
}
