import { eq, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.js';
import { citizens, drivingLicences, insurances, learnerLicences, vehicles } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { mobileSearch, partsInOrder, textSearch } from '../citizens/citizen-list.js';
import { escapeLike } from '../citizens/text-search.js';
import { indexedNumber, newestMatches, ownedBy, searchTerm, type SearchedTable } from './number-search.js';
import { citizenScope, scopeParts } from '../citizens/scope.js';
import { complianceJson } from '../citizens/compliance.js';
import type { Compliance } from '../../../common/compliance.js';
import { mobileSearchDigits } from '../../../common/rules.js';

/**
 * GET /global-search (decisions.md §Global search): citizens whose name starts with the term, then those whose name or
 * email contains it (the citizen list's trigram search), or, for digits, those whose mobile starts with them; then LL,
 * DL, registration, chassis, engine and policy numbers containing the term. Each source is its own statement, served
 * by its own index and cut at the limit, newest first; the sources are read in turn until the limit is reached, so a
 * common term costs one or two index reads and a rare one a few, whatever the size of the tables. A whole mobile
 * number that belongs to a citizen answers the citizens holding it, not the documents that happen to contain it.
 */

export const GLOBAL_SEARCH_LIMIT = 20;

export interface GlobalSearchHit {
  title: string;
  /** What the term was found in (the app names it in its language): a citizen's name or email, their mobile, or a number. */
  type: 'citizen' | 'mobile' | 'll' | 'dl' | 'registration' | 'chassis' | 'engine' | 'insurance';
  description: string;
  url: string;
  unique_key: string;
  /** A vehicle hit's roadworthiness. */
  compliance?: Compliance;
}

/** A term numbers are looked for with: what a document number may hold once spaces, hyphens and dots are gone, with
 * at least one digit (every number searched holds digits; a name never does, so a name reads no number index). */
const NUMBER_TERM = /^(?=.*[0-9])[A-Z0-9/]+$/;

const citizenUrl = sql`'/citizens/' || ${citizens.id}`;
const owner = sql`concat_ws(' · ', ${citizens.name}, ${citizens.mobile})`;

/** A source of number hits: a table searched by one of its numbers, and how its hits read. */
interface NumberSource extends SearchedTable {
  type: GlobalSearchHit['type'];
  /** What the hit is, for `unique_key` (a vehicle found by two of its numbers is listed once); its type by default. */
  kind?: string;
  title: AnyPgColumn;
  description: SQL;
  number: SQL;
  /** The hit is a vehicle: it answers its compliance. */
  vehicle?: true;
}

/** A source's hits in the caller's scope, newest first, at most the limit. */
const numberHits = (source: NumberSource, term: string, scope: SQL | undefined) => {
  const { table, join, type, kind = type, title, description, number, vehicle } = source;
  const ids = newestMatches(source, [{ number, term }], scope, GLOBAL_SEARCH_LIMIT);
  const compliance = vehicle ? sql`, ${complianceJson()} as compliance` : sql``;
  return sql`select ${title} as title, ${type} as type, ${description} as description, ${citizenUrl} as url, ${`${kind}-`} || ${table.id} as unique_key${compliance}
    from ${table} ${join} where ${table.id} in (${ids}) order by ${table.id} desc`;
};

const vehicleText = (detail: SQL | AnyPgColumn) => sql`concat_ws(' · ', ${citizens.name}, ${detail})`;
const vehicleHit = { table: vehicles, join: ownedBy(vehicles.citizenId), kind: 'vehicle', title: vehicles.registrationNo, vehicle: true } as const;

/** Where numbers are looked for, in the order their hits are listed. */
const NUMBER_SOURCES: NumberSource[] = [
  { table: learnerLicences, join: ownedBy(learnerLicences.citizenId), type: 'll', title: learnerLicences.llNo, description: owner, number: indexedNumber(learnerLicences.llNo) },
  { table: drivingLicences, join: ownedBy(drivingLicences.citizenId), type: 'dl', title: drivingLicences.dlNo, description: owner, number: indexedNumber(drivingLicences.dlNo) },
  { ...vehicleHit, type: 'registration', description: vehicleText(vehicles.makeModel), number: indexedNumber(vehicles.registrationNo, true) },
  { ...vehicleHit, type: 'chassis', description: vehicleText(vehicles.chassisNo), number: indexedNumber(vehicles.chassisNo, true) },
  { ...vehicleHit, type: 'engine', description: vehicleText(vehicles.engineNo), number: indexedNumber(vehicles.engineNo, true) },
  {
    table: insurances,
    join: sql`join ${vehicles} on ${eq(vehicles.id, insurances.vehicleId)} ${ownedBy(vehicles.citizenId)}`,
    type: 'insurance',
    title: insurances.policyNumber,
    description: vehicleText(sql`concat_ws(' · ', ${vehicles.registrationNo}, ${insurances.companyName})`),
    number: indexedNumber(insurances.policyNumber),
  },
];

/** Citizens in the caller's scope matching `filter`, newest first, at most the limit; `type` says what matched. */
function people(user: SessionUser, filter: SQL | undefined, type: 'citizen' | 'mobile' = 'citizen'): SQL {
  const found = partsInOrder(scopeParts(user), filter, 'desc', GLOBAL_SEARCH_LIMIT);
  return sql`select ${citizens.name} as title, ${type} as type, concat_ws(' · ', ${citizens.mobile}, ${citizens.email}) as description,
      ${citizenUrl} as url, 'citizen-' || ${citizens.id} as unique_key
    from ${found} join ${citizens} on ${citizens.id} = found.id order by found.created_at desc, found.id desc limit ${GLOBAL_SEARCH_LIMIT}`;
}

/** The name starts with the term, any case (citizens_name_prefix_idx). */
const nameStartsWith = (query: string) => like(sql`lower(${citizens.name})`, `${escapeLike(query.toLowerCase())}%`);

/** The sources a term is looked for in, in the order their hits are listed. */
function sources(user: SessionUser, query: string): SQL[] {
  const mobile = mobileSearchDigits(query);
  if (mobile) return [people(user, mobileSearch(mobile), 'mobile'), ...numberSources(user, query)];
  return [people(user, nameStartsWith(query)), people(user, textSearch(query)), ...numberSources(user, query)];
}

function numberSources(user: SessionUser, query: string): SQL[] {
  const term = searchTerm(query);
  if (!NUMBER_TERM.test(term)) return [];
  const scope = citizenScope(user);
  return NUMBER_SOURCES.map((source) => numberHits(source, term, scope));
}

/** At most GLOBAL_SEARCH_LIMIT hits for `query` (trimmed, at least 2 characters) within the caller's scope, each once. */
export async function globalSearch(db: Db, user: SessionUser, query: string): Promise<GlobalSearchHit[]> {
  const hits = new Map<string, GlobalSearchHit>();
  for (const source of sources(user, query)) {
    for (const hit of await queryRows<GlobalSearchHit>(db, source)) {
      if (hits.size < GLOBAL_SEARCH_LIMIT && !hits.has(hit.unique_key)) hits.set(hit.unique_key, hit);
    }
    if (hits.size === GLOBAL_SEARCH_LIMIT || (mobileSearchDigits(query)?.length === 10 && hits.size > 0)) break;
  }
  return [...hits.values()];
}
