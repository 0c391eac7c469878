import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client.js';
import { citizens, drivingLicences, learnerLicences, vehicles } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import { escapeLike, SEARCH_PAGES_AHEAD } from './citizen-list.js';
import { pageMeta, pageWindow } from './paging.js';
import { rowObject, withFileUrls } from './row-json.js';
import { citizenScope } from './scope.js';
import type { FileStore } from './storage.js';

/**
 * GET /search/ll, /search/dl, /search/vehicle: a part of a number or of an application number, any case, spaces and
 * hyphens ignored, through the trigram indexes on the numbers without hyphens (schema: numberTrigrams). Newest
 * recorded first (id descending), so a common fragment is a short walk down the primary key and a rare one a few
 * index hits; the matches are counted only a few pages ahead, as the citizen list counts its searches.
 */

/** A search term as the indexes hold numbers: upper-cased, without spaces, hyphens and dots (CG-04.AB…). */
export const searchTerm = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** A number column as its trigram index holds it: hyphens removed (registration numbers never hold any). */
export const indexedNumber = (column: AnyPgColumn, hyphenFree = false): SQL => (hyphenFree ? sql`${column}` : sql`replace(${column}, '-', '')`);

/** The indexed number contains the term. */
export const numberContains = (number: SQL, term: string): SQL => sql`${number} like ${`%${escapeLike(searchTerm(term))}%`}`;

type SearchTable = typeof learnerLicences | typeof drivingLicences | typeof vehicles;

export interface SearchKind {
  segment: 'll' | 'dl' | 'vehicle';
  table: SearchTable;
  /** The query field of the number and its indexed column. */
  numberField: 'll_no' | 'dl_no' | 'vehicle_no';
  number: SQL;
  /** The number's name in messages. */
  label: string;
}

export const SEARCH_KINDS: SearchKind[] = [
  { segment: 'll', table: learnerLicences, numberField: 'll_no', number: indexedNumber(learnerLicences.llNo), label: 'LL number' },
  { segment: 'dl', table: drivingLicences, numberField: 'dl_no', number: indexedNumber(drivingLicences.dlNo), label: 'DL number' },
  { segment: 'vehicle', table: vehicles, numberField: 'vehicle_no', number: indexedNumber(vehicles.registrationNo, true), label: 'vehicle number' },
];

export type NumberSearchQuery = Partial<Record<SearchKind['numberField'] | 'application_no', string>> & { page?: number; per_page?: number };

/** One page of matches, each row the licence or vehicle with `citizen: {name, mobile}`, and its meta. */
export async function searchNumbers(db: Db, user: SessionUser, kind: SearchKind, query: NumberSearchQuery, files: FileStore) {
  const { table } = kind;
  const { page, perPage, offset } = pageWindow(query);
  const bound = offset + perPage * SEARCH_PAGES_AHEAD;
  const number = query[kind.numberField];
  const filter = and(
    number ? numberContains(kind.number, number) : undefined,
    query.application_no ? numberContains(indexedNumber(table.applicationNo), query.application_no) : undefined,
    citizenScope(user),
  );
  const row = sql`(${rowObject(table)}::jsonb || jsonb_build_object('citizen', jsonb_build_object('name', ${citizens.name}, 'mobile', ${citizens.mobile})))`;
  const [result] = await queryRows<{ total: number; rows: Record<string, unknown>[] }>(
    db,
    sql`with found as (
        select ${table.id} as id from ${table} join ${citizens} on ${eq(citizens.id, table.citizenId)}
        where ${filter} order by ${table.id} desc limit ${bound + 1}),
      page as (select id from found order by id desc limit ${perPage} offset ${offset})
      select (select count(*)::int from found) as total,
        (select coalesce(json_agg(${row} order by ${table.id} desc), '[]') from ${table} join ${citizens} on ${eq(citizens.id, table.citizenId)}
          where ${table.id} in (select id from page)) as rows`,
  );
  const more = result.total > bound;
  const meta = pageMeta(page, perPage, more ? bound : result.total, result.rows.length);
  return { data: withFileUrls(result.rows, files), meta: more ? { ...meta, total_is_lower_bound: true as const } : meta };
}
