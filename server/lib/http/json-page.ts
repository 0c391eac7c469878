import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { lookupRows, queryRows, type Db } from '../../db/client.js';
import { pageMeta, type PageMeta } from './paging.js';

/**
 * A list page read in one statement, its rows written as JSON by the database: the ids of the page (after any `found`
 * set they are chosen from), the rows of those ids and the total, in one round trip.
 */

/** A page whose rows are the JSON text the database wrote; `total_is_lower_bound` when a search counted only so far. */
export interface JsonPage {
  rows: string;
  meta: PageMeta;
}

/** The JSON array (text) of the rows whose ids a statement chooses, in list order: a scalar subquery. */
export type RowsJson = (ids: SQL) => SQL<string>;

export interface PageStatement {
  rowsJson: RowsJson;
  /** The total, an SQL expression (it may count `found`). */
  total: SQL<number>;
  /** The statement choosing the page's ids (from `found`, when given). */
  ids: SQL;
  /** A set (`found`) the ids and the total are read from, written once. */
  found?: SQL;
  /** A point lookup's page (one mobile's citizens): run as the named prepared statement `lookup` (lookupRows). */
  lookup?: string;
}

/** What a page's statement answers: its total, how many rows it has and the rows as JSON. */
export type PageRow = { total: number; rows: string; counted: number };

/** A page's one statement (readPage). */
export const pageStatement = ({ rowsJson, total, ids, found }: PageStatement): SQL =>
  sql`with ${found ? sql`found as (${found}), ` : sql``}page as (${ids})
      select ${total} as total, (select count(*)::int from page) as counted, ${rowsJson(sql`select id from page`)} as rows`;

/** Runs a page's one statement. */
export async function readPage(db: Db, statement: PageStatement): Promise<PageRow> {
  const query = pageStatement(statement);
  const [row] = statement.lookup ? await lookupRows<PageRow>(db, statement.lookup, query) : await queryRows<PageRow>(db, query);
  return row;
}

/** The page's answer: its meta; a total over `bound` (a search's count stops there) is given as the bound, a lower bound. */
export function jsonPage(page: number, perPage: number, { rows, total, counted }: { rows: string; total: number; counted: number }, bound = Infinity): JsonPage {
  const meta = pageMeta(page, perPage, Math.min(total, bound), counted);
  return { rows, meta: total > bound ? { ...meta, total_is_lower_bound: true } : meta };
}

/** Answers a JsonPage: the rows as the database wrote them; only the meta is serialised here. */
export const sendJsonPage = (reply: FastifyReply, { rows, meta }: JsonPage) =>
  reply.type('application/json; charset=utf-8').send(`{"data":${rows},"meta":${JSON.stringify(meta)}}`);
