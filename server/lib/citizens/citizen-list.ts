import { and, eq, gte, like, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { lookupShaped, queryRows, type Db } from '../../db/client.js';
import { citizens } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { jsonPage, pageStatement, readPage, type JsonPage, type PageRow, type PageStatement, type RowsJson } from '../http/json-page.js';
import { nearerEnd, SHALLOW_OFFSET, type Direction } from '../http/paging.js';
import { containsText } from './text-search.js';
import { NAME_COLUMNS, namesContaining } from './name-search.js';
import { holdsVehicleIn, type ComplianceFilterState } from './compliance.js';
import { countersSum } from './row-counts.js';
import { placeholderIds, scopeParts, scopeShape, type ScopePart } from './scope.js';

/**
 * GET /citizens at a state's scale (a million profiles): every page is a walk down a newest-first
 * index, every total of an unfiltered list comes from the counters, and a search counts its matches
 * only a few pages ahead (the answer then says the total is a lower bound).
 */

/** A search counts its matches up to this many pages past the one asked for. */
export const SEARCH_PAGES_AHEAD = 5;

/** Name, relation/father name or email containing `q` (see containsText). */
export const textSearch = (q: string | undefined): SQL | undefined => (q ? containsText(citizens.searchText, q) : undefined);

/** A full mobile matches exactly; fewer digits match as a prefix, as a btree range over the 10-digit numbers. */
export function mobileSearch(mobile: string | undefined): SQL | undefined {
  if (!mobile) return undefined;
  if (mobile.length === 10) return eq(citizens.mobile, mobile);
  return and(gte(citizens.mobile, mobile.padEnd(10, '0')), lte(citizens.mobile, mobile.padEnd(10, '9')), like(citizens.mobile, `${mobile}%`));
}

/** A whole 10-digit mobile typed in the search box: the citizens of that mobile (an equality), not a text search. */
const WHOLE_MOBILE = /^[0-9]{10}$/;
const mobileIn = (q: string | undefined) => (q && WHOLE_MOBILE.test(q) ? q : undefined);

const orderBy = (direction: Direction) => sql.raw(`created_at ${direction}, id ${direction}`);

/**
 * Each scope part's first `perPart` rows (matching `filter`) in list order, one index walk each, as one
 * derived table `found` (id, created_at) to be ordered again.
 */
export function partsInOrder(parts: ScopePart[], filter: SQL | undefined, direction: Direction, perPart: number | Placeholder): SQL {
  const reads = parts.map(
    (part) => sql`(select id, created_at from ${citizens} where ${and(part.where, filter) ?? sql`true`} order by ${orderBy(direction)} limit ${perPart})`,
  );
  return sql`(${sql.join(reads, sql` union all `)}) found`;
}

/**
 * Each scope part's newest `perPart` citizens holding one of `values` (namesContaining) as a name, relation's or
 * father's name and matching `filter`, each citizen once, as the derived table `found`: one walk of a name index per
 * value and column. A part of one row (a user's own profile) is read by its own condition and `search`, the term's;
 * no value at all is a part that matches nobody.
 */
function holdersInOrder(parts: ScopePart[], values: string[], search: SQL, filter: SQL | undefined, perPart: number): SQL {
  const holderParts = parts.flatMap((part): ScopePart[] =>
    part.counter === null
      ? [{ ...part, where: and(part.where, search) }]
      : values.flatMap((value) => NAME_COLUMNS.map((column) => ({ ...part, where: and(sql`lower(${column}) = ${value}`, part.where) }))),
  );
  const reads = holderParts.length ? holderParts : [{ where: sql`false`, counter: null }];
  return sql`(select distinct id, created_at from ${partsInOrder(reads, filter, 'desc', perPart)}) found`;
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

/** The exact size of the unfiltered scope, as an SQL expression: counters, plus the single-row parts counted directly. */
function scopeTotal(parts: ScopePart[]): SQL<number> {
  const counted = parts.flatMap((part) => (part.counter ? [part.counter] : []));
  const direct = parts.filter((part) => !part.counter).map((part) => sql`(select count(*)::int from ${citizens} where ${part.where})`);
  return sql`(${sql.join([...(counted.length ? [countersSum(counted)] : []), ...direct], sql` + `)})`;
}

/** How many citizens the user may see (exact), as an SQL expression. */
export const citizenScopeTotal = (user: SessionUser) => scopeTotal(scopeParts(user));

export interface CitizenListQuery {
  q?: string;
  mobile?: string;
  vehicle_state?: ComplianceFilterState;
  page: number;
  per_page: number;
}

/** How a page's rows are written as JSON, and what that text depends on (the day it was written for). */
export interface PageRows {
  rowsJson: RowsJson;
  rowsShape: string;
}

/** A search's page: its matches `found` (up to a bound), counted, and the page's ids chosen from them. */
const searchPage = (rowsJson: RowsJson, found: SQL, perPage: number | Placeholder, offset: number | Placeholder): PageStatement => ({
  rowsJson,
  total: sql`(select count(*)::int from found)`,
  ids: sql`select id from found order by ${orderBy('desc')} limit ${perPage} offset ${offset}`,
  found: sql`select id, created_at from ${found}`,
});

/** The whole mobile the list is searched for, when nothing else is asked (the same mobile twice is once). */
function wholeMobileOnly(query: CitizenListQuery, mobileQ: string | undefined): string | undefined {
  if (query.vehicle_state) return undefined;
  if (mobileQ) return !query.mobile || query.mobile === mobileQ ? mobileQ : undefined;
  return !query.q && query.mobile?.length === 10 ? query.mobile : undefined;
}

/**
 * The citizens of one whole mobile in the caller's scope: an equality on the mobile's index, its statement written
 * once per scope's shape and day (lookupShaped), the mobile, the caller's ids and the page's bounds filled in.
 */
async function citizensOfMobile(db: Db, user: SessionUser, mobile: string, { rowsJson, rowsShape }: PageRows, perPage: number, offset: number, bound: number) {
  const write = () => {
    const found = partsInOrder(scopeParts(user, placeholderIds(user)), eq(citizens.mobile, sql.placeholder('mobile')), 'desc', sql.placeholder('bound'));
    return pageStatement(searchPage(rowsJson, found, sql.placeholder('per_page'), sql.placeholder('offset')));
  };
  const values = { mobile, bound: bound + 1, per_page: perPage, offset, user: user.id, branch: user.branchId };
  const [row] = await lookupShaped<PageRow>(db, 'citizens_of_mobile', `${scopeShape(user)} ${rowsShape}`, write, values);
  return row;
}

/**
 * GET /citizens, each page one statement. Unfiltered: the exact total from the counters, and a page past the middle is
 * read from the oldest end (an index walk as short as the page's distance from that end). Filtered: the matches are
 * counted up to a few pages past the page asked for, each scope part read up to that bound (a walk down the newest-first
 * index, or the trigram index for a rare term: the planner's choice), so the cost is bounded whatever the term;
 * `meta.total_is_lower_bound` then says there are more than `total`.
 */
export async function listCitizens(db: Db, user: SessionUser, query: CitizenListQuery, { rowsJson, rowsShape }: PageRows): Promise<JsonPage> {
  const parts = scopeParts(user);
  const mobileQ = mobileIn(query.q);
  const q = mobileQ ? undefined : query.q;
  const search = textSearch(q);
  const others = and(mobileSearch(mobileQ), mobileSearch(query.mobile), query.vehicle_state && holdsVehicleIn(query.vehicle_state, citizens.id));
  const filter = and(search, others);
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const answer = (read: Parameters<typeof jsonPage>[2], bound?: number) => jsonPage(query.page, perPage, read, bound);
  if (filter) {
    const bound = offset + perPage * SEARCH_PAGES_AHEAD;
    const mobile = wholeMobileOnly(query, mobileQ);
    if (mobile) return answer(await citizensOfMobile(db, user, mobile, { rowsJson, rowsShape }, perPage, offset, bound), bound);
    const names = q ? await namesContaining(db, q) : null;
    const found = names ? holdersInOrder(parts, names, search!, others, bound + 1) : partsInOrder(parts, filter, 'desc', bound + 1);
    // A whole mobile is an equality probe whatever else is asked: its plan never depends on the values.
    const lookup = mobileQ || query.mobile?.length === 10 ? 'citizens_of_mobile' : undefined;
    return answer(await readPage(db, { ...searchPage(rowsJson, found, perPage, offset), lookup }), bound);
  }
  // A page near the start is read newest-first with its total; a deep one needs the total first, to know which end is nearer.
  if (offset < SHALLOW_OFFSET) return answer(await readPage(db, { rowsJson, total: scopeTotal(parts), ids: pageIds(parts, 'desc', perPage, offset) }));
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select ${scopeTotal(parts)} as total`);
  const walk = nearerEnd(offset, perPage, total);
  return answer(await readPage(db, { rowsJson, total: sql`${total}::int`, ids: pageIds(parts, walk.direction, walk.limit, walk.offset) }));
}
