import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.js';
import type { documentInquiries, serviceRequests } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { notFound } from '../http/http-errors.js';
import { jsonPage, readPage, type JsonPage, type RowsJson } from '../http/json-page.js';
import { nearerEnd, SHALLOW_OFFSET, type Direction, type PageWalk } from '../http/paging.js';
import { countersSum } from '../citizens/row-counts.js';

/**
 * The staff lists of service requests and document inquiries at a state's scale, each page one statement: its ids are an
 * index-only walk of the (status,) created_at DESC, id DESC index from its nearer end, its rows are written as JSON by the
 * database, and the total is read from the per-status counters of row_counts (migrations 0002 and 0003), never counted
 * over the rows.
 */
export interface StatusPage {
  table: typeof serviceRequests | typeof documentInquiries;
  /** The counter prefix: `service_requests` counts `service_requests:<status>`. */
  counter: string;
  statuses: readonly string[];
  status?: string;
  page: number;
  perPage: number;
  rowsJson: RowsJson;
}

const inOrder = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }, direction: Direction) =>
  direction === 'desc' ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)];

/** Newest first, as the indexes are ordered (DESC is NULLS FIRST on both sides). */
export const newestFirst = (table: { createdAt: AnyPgColumn; id: AnyPgColumn }) => inOrder(table, 'desc');

/** The JSON array (text) of the rows of `from` (a table and its joins) whose ids a statement chooses, newest first. */
export const deskRowsJson = (table: StatusPage['table'], from: SQL, object: SQL): RowsJson => (ids) =>
  sql<string>`(select coalesce(json_agg(${object} order by ${sql.join(newestFirst(table), sql`, `)}), '[]')::text
    from ${from} where ${table.id} in (${ids}))`;

/**
 * One page with its exact total from the counters of the statuses shown. A page near the start is read with its total;
 * a deep one needs the total first, to know which end is nearer.
 */
export async function statusPage(db: Db, { table, counter, statuses, status, page, perPage, rowsJson }: StatusPage): Promise<JsonPage> {
  const total = countersSum((status ? [status] : statuses).map((each) => `${counter}:${each}`));
  const ids = ({ direction, limit, offset }: PageWalk) =>
    sql`${db.select({ id: table.id }).from(table).where(status ? sql`${table.status} = ${status}` : undefined)
      .orderBy(...inOrder(table, direction)).limit(limit).offset(offset)}`;
  const offset = (page - 1) * perPage;
  if (offset < SHALLOW_OFFSET) return jsonPage(page, perPage, await readPage(db, { rowsJson, total, ids: ids({ direction: 'desc', limit: perPage, offset }) }));
  const [{ total: exact }] = await queryRows<{ total: number }>(db, sql`select ${total} as total`);
  return jsonPage(page, perPage, await readPage(db, { rowsJson, total: sql`${exact}::int`, ids: ids(nearerEnd(offset, perPage, exact)) }));
}

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
