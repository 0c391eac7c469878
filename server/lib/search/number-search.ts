import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.js';
import { citizens, drivingLicences, learnerLicences, vehicles } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { partsInOrder, SEARCH_PAGES_AHEAD } from '../citizens/citizen-list.js';
import { escapeLike } from '../citizens/text-search.js';
import { pageMeta, pageWindow } from '../http/paging.js';
import { complianceJson, holdsVehicleIn, vehicleIn, type ComplianceFilterState } from '../citizens/compliance.js';
import { rowObject, withFileUrls } from '../citizens/row-json.js';
import { citizenScope, scopeParts } from '../citizens/scope.js';
import type { FileStore } from '../storage/index.js';
import { INT_MAX } from '../../schemas/common.js';

/**
 * GET /search/ll, /search/dl, /search/vehicle: a part of a number or of an application number, any case, spaces and
 * hyphens ignored, through the trigram indexes on the numbers without hyphens (schema: numberTrigrams). Newest
 * recorded first (id descending), so a common fragment is a short walk down the primary key and a rare one a few
 * index hits; the matches are counted only a few pages ahead, as the citizen list counts its searches. Vehicles answer
 * their `compliance` and may be filtered by its state, with or without a number (then the newest vehicles in that state).
 */

/** A search term as the indexes hold numbers: upper-cased, without spaces, hyphens and dots (CG-04.AB…). */
export const searchTerm = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** A number column as its trigram index holds it: hyphens removed (registration numbers never hold any). */
export const indexedNumber = (column: AnyPgColumn, hyphenFree = false): SQL => (hyphenFree ? sql`${column}` : sql`replace(${column}, '-', '')`);

/** The indexed number contains the term. */
export const numberContains = (number: SQL, term: string): SQL => sql`${number} like ${`%${escapeLike(searchTerm(term))}%`}`;

/** The longest digit run's last characters are what sets one number apart (the serial, not the office or year). */
const DISTINCTIVE_LENGTH = 7;
const DIGIT_RUN_MIN = 4;

/**
 * The part of a search term (searchTerm) the trigram index is read for: the last seven characters of its longest run of
 * digits when that run holds at least four, else the whole term. A whole number's other trigrams ('CG2', '202') are
 * held by most rows and would make the index read long lists for nothing.
 */
export function distinctivePart(term: string): string {
  const longest = (term.match(/[0-9]+/g) ?? []).reduce((best, run) => (run.length > best.length ? run : best), '');
  return longest.length >= DIGIT_RUN_MIN ? longest.slice(-DISTINCTIVE_LENGTH) : term;
}

/** The indexed number contains the term, the index read for its distinctive part only (strpos is never an index read). */
export function indexedMatch(number: SQL, term: string): SQL {
  const whole = searchTerm(term);
  const part = distinctivePart(whole);
  return part === whole ? numberContains(number, whole) : sql`${numberContains(number, part)} and strpos(${number}, ${whole}) > 0`;
}

/** A table searched by its numbers; `join` reaches each row's citizen (for the scope). */
export interface SearchedTable {
  table: PgTable & { id: AnyPgColumn };
  join: SQL;
}

/** An indexed number (indexedNumber) and the term it must hold. */
export interface NumberMatch {
  number: SQL;
  term: string;
}

/** How many of the newest rows a search reads per row it answers before it turns to the trigram indexes. */
const RECENT_ROWS_PER_HIT = 100;
/** A term this long (a whole number, an application number, a mobile) is rare: the trigram indexes alone find it. */
const RARE_TERM_LENGTH = 8;

/**
 * The ids of the newest `limit` rows of the table whose numbers hold their terms and whose citizen is in `scope`,
 * newest first, as a statement. Two bounded reads: a fragment held by at least one row in RECENT_ROWS_PER_HIT
 * ('CG04', whose trigrams would make the index read much of the table) fills the limit within a short walk down the
 * primary key; only when that falls short are all the matches read through the trigram indexes (the fragment is
 * rare, so they are few) and sorted. Neither is left to the planner's guess at how common the fragment is, nor to
 * where its matches lie: numbers issued in series make matches cluster among old rows. A long term skips the walk.
 */
export function newestMatches({ table, join }: SearchedTable, matches: NumberMatch[], scope: SQL | undefined, limit: number): SQL {
  /** The first `limit` of the ids `ordered` yields whose citizen is in scope, each checked on its own in that order (offset 0
   * keeps each check a lookup by id, never a join over the whole scope). Without a scope the citizen is not read. */
  const firstInScope = (ordered: SQL) =>
    scope
      ? sql`select id from (${ordered} offset 0) ordered
          where exists (select 1 from ${table} ${join} where ${table.id} = ordered.id and ${scope} offset 0) limit ${limit}`
      : sql`${ordered} limit ${limit}`;
  const match = and(...matches.map(({ number, term }) => indexedMatch(number, term)));
  // Materialised: planned without the limit, so it is a trigram index search, never a walk.
  const matched = sql`matched as materialized (select ${table.id} as id from ${table} where ${match})`;
  const allMatches = firstInScope(sql`select id from matched order by id desc`);
  if (matches.some(({ term }) => searchTerm(term).length >= RARE_TERM_LENGTH)) return sql`with ${matched} ${allMatches}`;

  const numbers = matches.map(({ number }, i) => sql`, ${number} as ${sql.identifier(`number${i}`)}`);
  const recentMatch = and(...matches.map(({ term }, i) => numberContains(sql`${sql.identifier(`number${i}`)}`, term)));
  // offset 0 keeps the match out of the walk: never an index search.
  const walk = sql`select id from (select ${table.id} as id${sql.join(numbers)} from ${table}
    where ${table.id} > (select max(${table.id}) from ${table}) - ${Math.min(limit * RECENT_ROWS_PER_HIT, INT_MAX)} order by ${table.id} desc offset 0) newest
    where ${recentMatch} order by id desc`;
  return sql`with recent as materialized (${firstInScope(walk)}), ${matched}
    select id from recent where (select count(*) from recent) >= ${limit}
    union all
    select id from (${allMatches}) found where (select count(*) from recent) < ${limit}`;
}

/** The join from a licence or vehicle (by its citizen id column) to its citizen. */
export const ownedBy = (citizenId: AnyPgColumn) => sql`join ${citizens} on ${eq(citizens.id, citizenId)}`;

export interface SearchKind extends SearchedTable {
  segment: 'll' | 'dl' | 'vehicle';
  table: typeof learnerLicences | typeof drivingLicences | typeof vehicles;
  /** The query field of the number, and the number indexed. */
  numberField: 'll_no' | 'dl_no' | 'vehicle_no';
  number: SQL;
  /** The number's name in messages. */
  label: string;
  /** Values answered beside the row's columns, written anew for each request (a vehicle's compliance). */
  computed?: () => SQL;
}

export const SEARCH_KINDS: SearchKind[] = [
  { segment: 'll', table: learnerLicences, join: ownedBy(learnerLicences.citizenId), numberField: 'll_no', number: indexedNumber(learnerLicences.llNo), label: 'LL number' },
  { segment: 'dl', table: drivingLicences, join: ownedBy(drivingLicences.citizenId), numberField: 'dl_no', number: indexedNumber(drivingLicences.dlNo), label: 'DL number' },
  { segment: 'vehicle', table: vehicles, join: ownedBy(vehicles.citizenId), numberField: 'vehicle_no', number: indexedNumber(vehicles.registrationNo, true), label: 'vehicle number',
    computed: () => sql`jsonb_build_object('compliance', ${complianceJson()})` },
];

export type NumberSearchQuery = Partial<Record<SearchKind['numberField'] | 'application_no', string>> & {
  /** Vehicles only: their roadworthiness state. */
  state?: ComplianceFilterState;
  page?: number;
  per_page?: number;
};

/**
 * Up to `limit` vehicles in `state` (id, rank) of the newest citizens in the caller's scope holding one: the citizen
 * list's walk with its vehicle filter (partsInOrder, holdsVehicleIn), then each of those citizens' vehicles, so the
 * cost is bounded by how common the state is in the scope, never by the size of the vehicles table.
 */
function newestInState(user: SessionUser, state: ComplianceFilterState, limit: number): SQL {
  const owners = partsInOrder(scopeParts(user), holdsVehicleIn(state, citizens.id), 'desc', limit);
  return sql`select ${vehicles.id} as id, row_number() over (order by found.created_at desc, found.id desc, ${vehicles.id} desc) as rank
    from ${owners} join ${vehicles} on ${vehicles.citizenId} = found.id where ${vehicleIn(state, vehicles.id)}
    order by rank limit ${limit}`;
}

/** One page of matches, each row the licence or vehicle with `citizen: {name, mobile}`, and its meta. */
export async function searchNumbers(db: Db, user: SessionUser, kind: SearchKind, query: NumberSearchQuery, files: FileStore) {
  const { table } = kind;
  const { page, perPage, offset } = pageWindow(query);
  const bound = offset + perPage * SEARCH_PAGES_AHEAD;
  const number = query[kind.numberField];
  const matches = [
    ...(number ? [{ number: kind.number, term: number }] : []),
    ...(query.application_no ? [{ number: indexedNumber(table.applicationNo), term: query.application_no }] : []),
  ];
  const state = kind.segment === 'vehicle' ? query.state : undefined;
  // Each match with its rank in the answer (newest first).
  const found = matches.length
    ? sql`select id, -id as rank from (${newestMatches(kind, matches, and(citizenScope(user), state && vehicleIn(state, table.id)), bound + 1)}) matches`
    : newestInState(user, state!, bound + 1);
  const owner = sql`jsonb_build_object('citizen', jsonb_build_object('name', ${citizens.name}, 'mobile', ${citizens.mobile}))`;
  const row = sql`(${rowObject(table)}::jsonb || ${owner}${kind.computed ? sql` || ${kind.computed()}` : sql``})`;
  const [result] = await queryRows<{ total: number; rows: Record<string, unknown>[] }>(
    db,
    sql`with found as (${found}),
      page as (select id, rank from found order by rank limit ${perPage} offset ${offset})
      select (select count(*)::int from found) as total,
        (select coalesce(json_agg(${row} order by page.rank), '[]') from ${table} ${kind.join} join page on page.id = ${table.id}) as rows`,
  );
  const more = result.total > bound;
  const meta = pageMeta(page, perPage, more ? bound : result.total, result.rows.length);
  return { data: await withFileUrls(result.rows, files), meta: more ? { ...meta, total_is_lower_bound: true as const } : meta };
}
