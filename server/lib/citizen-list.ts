import { and, eq, gte, isNull, like, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { citizens } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import { paged } from './paging.js';
import { countersTotal } from './row-counts.js';

/**
 * GET /citizens at a state's scale (a million profiles): every page is a walk down a newest-first
 * index, every total of an unfiltered list comes from the counters, and a search counts its matches
 * only up to a bound (the answer then says the total is a lower bound).
 */

/** A search counts its matches up to this many (or up to the end of the page asked for, if further). */
export const SEARCH_COUNT_BOUND = 1000;

/**
 * One disjoint part of the caller's scope, read in newest-first order by one index, with the counter
 * that holds its size (null: the part holds at most one row and is counted directly).
 */
interface ScopePart {
  where?: SQL;
  counter: string | null;
}

/** The caller's scope (decisions.md §Who sees) as parts whose union it is. */
function scopeParts(user: SessionUser): ScopePart[] {
  if (user.role === 'admin' || (user.role === 'manager' && user.branchId === null)) return [{ counter: 'citizens' }];
  if (user.role === 'manager') return [{ where: eq(citizens.branchId, user.branchId!), counter: `citizens:branch:${user.branchId}` }];
  return [
    { where: eq(citizens.createdBy, user.id), counter: `citizens:creator:${user.id}` },
    // Their own profile, when somebody else created it.
    { where: and(eq(citizens.userId, user.id), or(isNull(citizens.createdBy), ne(citizens.createdBy, user.id))), counter: null },
  ];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Name, relation/father name or email containing `q`, any case (the trigram index on search_text). */
function textSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  return like(citizens.searchText, sql`lower(${`%${escapeLike(q)}%`})`);
}

/** A full mobile matches exactly; fewer digits match as a prefix, as a btree range over the 10-digit numbers. */
function mobileSearch(mobile: string | undefined): SQL | undefined {
  if (!mobile) return undefined;
  if (mobile.length === 10) return eq(citizens.mobile, mobile);
  return and(gte(citizens.mobile, mobile.padEnd(10, '0')), lte(citizens.mobile, mobile.padEnd(10, '9')), like(citizens.mobile, `${mobile}%`));
}

type Direction = 'desc' | 'asc';
const orderBy = (direction: Direction) => sql.raw(`created_at ${direction}, id ${direction}`);

/**
 * The ids of one page: each scope part walks its index in the given direction as far as the page
 * reaches, and the parts are merged (a single part is read directly).
 */
function pageIds(parts: ScopePart[], filter: SQL | undefined, direction: Direction, limit: number, offset: number): SQL {
  const conditions = (part: ScopePart) => and(part.where, filter) ?? sql`true`;
  if (parts.length === 1) {
    return sql`select id from ${citizens} where ${conditions(parts[0])} order by ${orderBy(direction)} limit ${limit} offset ${offset}`;
  }
  const reads = parts.map(
    (part) => sql`(select id, created_at from ${citizens} where ${conditions(part)} order by ${orderBy(direction)} limit ${offset + limit})`,
  );
  return sql`select id from (${sql.join(reads, sql` union all `)}) parts order by ${orderBy(direction)} limit ${limit} offset ${offset}`;
}

/** The exact size of the unfiltered scope: counters, plus the single-row parts counted directly. */
async function scopeTotal(db: Db, parts: ScopePart[]): Promise<number> {
  const counted = parts.flatMap((part) => (part.counter ? [part.counter] : []));
  const direct = parts.filter((part) => !part.counter);
  const totals = await Promise.all([
    countersTotal(db, counted),
    ...direct.map(async (part) => (await db.$count(citizens, part.where)) as number),
  ]);
  return totals.reduce((sum, total) => sum + total, 0);
}

/** Matches of a filtered list, counted up to `bound`: `{ total, more }`, more when the bound was passed. */
async function boundedTotal(db: Db, where: SQL | undefined, bound: number) {
  const matches = sql`(select 1 from ${citizens} where ${where ?? sql`true`} limit ${bound + 1}) matches`;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return total > bound ? { total: bound, more: true } : { total, more: false };
}

/** How many citizens the user may see (exact). */
export const citizenScopeTotal = (db: Db, user: SessionUser) => scopeTotal(db, scopeParts(user));

export interface CitizenListQuery {
  q?: string;
  mobile?: string;
  page: number;
  per_page: number;
}

/** Rows of the page, in list order, from the ids chosen by `ids`. */
export type CitizenRowsById = (ids: SQL) => Promise<unknown[]>;

/**
 * GET /citizens. Unfiltered: the exact total from the counters, and a page past the middle is read
 * from the oldest end (an index walk as short as the page's distance from that end). Filtered: a
 * bounded count; `meta.total_is_lower_bound` says there are more than `total` matches.
 */
export async function listCitizens(db: Db, user: SessionUser, query: CitizenListQuery, rowsById: CitizenRowsById) {
  const parts = scopeParts(user);
  const filter = and(textSearch(query.q), mobileSearch(query.mobile));
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  if (!filter) {
    const total = await scopeTotal(db, parts);
    const fromOldest = offset + perPage / 2 > total / 2;
    const ids = fromOldest
      ? pageIds(parts, undefined, 'asc', Math.max(Math.min(perPage, total - offset), 0), Math.max(total - offset - perPage, 0))
      : pageIds(parts, undefined, 'desc', perPage, offset);
    return paged(await rowsById(ids), query.page, perPage, total);
  }
  const where = and(or(...parts.map((part) => part.where ?? sql`true`)), filter);
  const [rows, { total, more }] = await Promise.all([
    rowsById(pageIds(parts, filter, 'desc', perPage, offset)),
    boundedTotal(db, where, Math.max(SEARCH_COUNT_BOUND, offset + perPage)),
  ]);
  const list = paged(rows, query.page, perPage, total);
  return more ? { ...list, meta: { ...list.meta, total_is_lower_bound: true } } : list;
}
