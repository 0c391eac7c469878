import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/client.js';
import { citizens, drivingLicences, insurances, learnerLicences, vehicles } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import { mobileSearch, partsInOrder, textSearch } from './citizen-list.js';
import { indexedNumber, newestMatches, ownedBy, searchTerm, type SearchedTable } from './number-search.js';
import { citizenScope, scopeParts } from './scope.js';

/**
 * GET /global-search (decisions.md §Global search): citizens by name or email (the citizen list's trigram search) or
 * by mobile (a prefix), and LL, DL, registration, chassis, engine and policy numbers containing the term. Each source
 * is its own sub-query, served by its own index and cut at the limit, newest first; the hits are merged in source
 * order and cut again, so the cost stays that of a few index reads whatever the size of the tables.
 */

export const GLOBAL_SEARCH_LIMIT = 20;

export interface GlobalSearchHit {
  title: string;
  type: 'citizen' | 'll' | 'dl' | 'vehicle' | 'insurance';
  description: string;
  url: string;
  unique_key: string;
}

/** A term numbers are looked for with: what a document number may hold once spaces, hyphens and dots are gone, with
 * at least one digit (every number searched holds digits; a name never does, so a name reads no number index). */
const NUMBER_TERM = /^(?=.*[0-9])[A-Z0-9/]+$/;
const MOBILE_TERM = /^[0-9]{1,10}$/;

const citizenUrl = sql`'/citizens/' || ${citizens.id}`;
const owner = sql`concat_ws(' · ', ${citizens.name}, ${citizens.mobile})`;

/** A source of number hits: a table searched by one of its numbers, and how its hits read. */
interface NumberSource extends SearchedTable {
  type: GlobalSearchHit['type'];
  title: AnyPgColumn;
  description: SQL;
  number: SQL;
}

/** A source's hits in the caller's scope, newest first, at most the limit. */
const numberHits = (source: NumberSource, term: string, scope: SQL | undefined) => {
  const { table, join, type, title, description, number } = source;
  const ids = newestMatches(source, [{ number, term }], scope, GLOBAL_SEARCH_LIMIT);
  return sql`(select ${title} as title, ${type} as type, ${description} as description, ${citizenUrl} as url, ${`${type}-`} || ${table.id} as unique_key
    from ${table} ${join} where ${table.id} in (${ids}) order by ${table.id} desc)`;
};

const vehicleText = (detail: SQL) => sql`concat_ws(' · ', ${citizens.name}, ${detail})`;
const vehicleHit = { table: vehicles, join: ownedBy(vehicles.citizenId), type: 'vehicle', title: vehicles.registrationNo } as const;

/** Where numbers are looked for, in the order their hits are listed. */
const NUMBER_SOURCES: NumberSource[] = [
  { table: learnerLicences, join: ownedBy(learnerLicences.citizenId), type: 'll', title: learnerLicences.llNo, description: owner, number: indexedNumber(learnerLicences.llNo) },
  { table: drivingLicences, join: ownedBy(drivingLicences.citizenId), type: 'dl', title: drivingLicences.dlNo, description: owner, number: indexedNumber(drivingLicences.dlNo) },
  { ...vehicleHit, description: vehicleText(sql`${vehicles.makeModel}`), number: indexedNumber(vehicles.registrationNo, true) },
  { ...vehicleHit, description: vehicleText(sql`'Chassis ' || ${vehicles.chassisNo}`), number: indexedNumber(vehicles.chassisNo, true) },
  { ...vehicleHit, description: vehicleText(sql`'Engine ' || ${vehicles.engineNo}`), number: indexedNumber(vehicles.engineNo, true) },
  {
    table: insurances,
    join: sql`join ${vehicles} on ${eq(vehicles.id, insurances.vehicleId)} ${ownedBy(vehicles.citizenId)}`,
    type: 'insurance',
    title: insurances.policyNumber,
    description: vehicleText(sql`concat_ws(' · ', ${vehicles.registrationNo}, ${insurances.companyName})`),
    number: indexedNumber(insurances.policyNumber),
  },
];

/** The sources a term is looked for in, in the order their hits are listed. */
function sources(user: SessionUser, query: string): SQL[] {
  const isMobile = MOBILE_TERM.test(query);
  const found = partsInOrder(scopeParts(user), isMobile ? mobileSearch(query) : textSearch(query), 'desc', GLOBAL_SEARCH_LIMIT);
  const people = sql`(select ${citizens.name} as title, 'citizen' as type, concat_ws(' · ', ${citizens.mobile}, ${citizens.email}) as description,
      ${citizenUrl} as url, 'citizen-' || ${citizens.id} as unique_key
    from ${found} join ${citizens} on ${citizens.id} = found.id order by found.created_at desc, found.id desc limit ${GLOBAL_SEARCH_LIMIT})`;
  const term = searchTerm(query);
  if (!NUMBER_TERM.test(term)) return [people];

  const scope = citizenScope(user);
  return [people, ...NUMBER_SOURCES.map((source) => numberHits(source, term, scope))];
}

/** At most GLOBAL_SEARCH_LIMIT hits for `query` (trimmed, at least 2 characters) within the caller's scope, one statement. */
export async function globalSearch(db: Db, user: SessionUser, query: string): Promise<GlobalSearchHit[]> {
  // Each source in its own order (row_number over its ordered rows), the sources in turn.
  const all = sources(user, query).map((source, rank) => sql`select ${rank}::int as rank, row_number() over () as n, * from ${source} s`);
  const hits = await queryRows<GlobalSearchHit & { rank: number; n: number }>(db, sql`${sql.join(all, sql` union all `)} order by rank, n`);
  const seen = new Set<string>();
  return hits
    .filter((hit) => !seen.has(hit.unique_key) && seen.add(hit.unique_key))
    .slice(0, GLOBAL_SEARCH_LIMIT)
    .map(({ rank: _rank, n: _n, ...hit }) => hit);
}
