import { and, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { citizens } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import { paged } from './paging.js';
import { countersTotal } from './row-counts.js';
import { scopeParts, type ScopePart } from './scope.js';

/**
 * GET /citizens at a state's scale (a million profiles): every page is a walk down a newest-first
 * index, every total of an unfiltered list comes from the counters, and a search counts its matches
 * only a few pages ahead (the answer then says the total is a lower bound).
 */

/** Pages that start before this many rows are read newest-first without waiting for the total. */
const SHALLOW_OFFSET = 1_000;

/** A search counts its matches up to this many pages past the one asked for. */
export const SEARCH_PAGES_AHEAD = 5;

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
 * Each scope part's first `perPart` rows (matching `filter`) in list order, one index walk each, as one
 * derived table `found` (id, created_at) to be ordered again.
 */
function partsInOrder(parts: ScopePart[], filter: SQL | undefined, direction: Direction, perPart: number): SQL {
  const reads = parts.map(
    (part) => sql`(select id, created_at from ${citizens} where ${and(part.where, filter) ?? sql`true`} order by ${orderBy(direction)} limit ${perPart})`,
  );
  return sql`(${sql.join(reads, sql` union all `)}) found`;
}

/**
 * The ids of one page of the unfiltered list: each scope part walks its index in the given direction as far as the page
 * reaches, and the parts are merged (a single part is read directly).
 */
function pageIds(parts: ScopePart[], direction: Direction, limit: number, offset: number): SQL {
  if (parts.length === 1) {
    return sql`select id from ${citizens} where ${parts[0].where ?? sql`true`} order by ${orderBy(direction)} limit ${limit} offset ${offset}`;
  }
  return sql`select id from ${partsInOrder(parts, undefined, direction, offset + limit)} order by ${orderBy(direction)} limit ${limit} offset ${offset}`;
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

/**
 * A search's page: its matches newest first, each scope part read up to `bound + 1` of them (a walk
 * down the newest-first index, or the trigram index for a rare term: the planner's choice), so the
 * cost is bounded whatever the term. Answers the page's ids and how many matches were found.
 */
async function searchPage(db: Db, parts: ScopePart[], filter: SQL, bound: number, perPage: number, offset: number) {
  const found = partsInOrder(parts, filter, 'desc', bound + 1);
  const page = await db
    .select({ id: sql<number>`id`, found: sql<number>`(count(*) over ())::int` })
    .from(found)
    .orderBy(orderBy('desc'))
    .limit(perPage)
    .offset(offset);
  if (page.length) return { ids: page.map((row) => row.id), found: page[0].found };
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(found);
  return { ids: [], found: count };
}

/** How many citizens the user may see (exact). */
export const citizenScopeTotal = (db: Db, user: SessionUser) => scopeTotal(db, scopeParts(user));

export interface CitizenListQuery {
  q?: string;
  mobile?: string;
  page: number;
  per_page: number;
}

/** Rows of the page, in list order, from their ids (a list, or a statement choosing them). */
export type CitizenRowsById = (ids: SQL | number[]) => Promise<unknown[]>;

/**
 * GET /citizens. Unfiltered: the exact total from the counters, and a page past the middle is read
 * from the oldest end (an index walk as short as the page's distance from that end). Filtered: the
 * matches are counted up to a few pages past the page asked for; `meta.total_is_lower_bound` then
 * says there are more than `total`.
 */
export async function listCitizens(db: Db, user: SessionUser, query: CitizenListQuery, rowsById: CitizenRowsById) {
  const parts = scopeParts(user);
  const filter = and(textSearch(query.q), mobileSearch(query.mobile));
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  if (!filter) {
    const fromNewest = () => rowsById(pageIds(parts, 'desc', perPage, offset));
    // A page near the start is read newest-first at once, beside the total; a deep one waits for the
    // total to know which end is nearer.
    if (offset < SHALLOW_OFFSET) {
      const [total, rows] = await Promise.all([scopeTotal(db, parts), fromNewest()]);
      return paged(rows, query.page, perPage, total);
    }
    const total = await scopeTotal(db, parts);
    const fromOldest = offset + perPage / 2 > total / 2;
    const rows = fromOldest
      ? await rowsById(pageIds(parts, 'asc', Math.max(Math.min(perPage, total - offset), 0), Math.max(total - offset - perPage, 0)))
      : await fromNewest();
    return paged(rows, query.page, perPage, total);
  }
  const bound = offset + perPage * SEARCH_PAGES_AHEAD;
  const { ids, found } = await searchPage(db, parts, filter, bound, perPage, offset);
  const more = found > bound;
  const list = paged(ids.length ? await rowsById(ids) : [], query.page, perPage, more ? bound : found);
  return more ? { ...list, meta: { ...list.meta, total_is_lower_bound: true } } : list;
}
