import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { EXPIRY_DOCUMENT_TYPES } from '../../../common/options.js';
import type { RenewalStatus } from '../../../common/renewals.js';
import { normaliseMobile } from '../../../common/rules.js';
import { queryRows, type Db } from '../../db/client.js';
import { citizens, renewals as r, vehicles } from '../../db/schema/index.js';
import { mobileSearch, textSearch } from '../citizens/citizen-list.js';
import { nameIsOneOf, namesContaining } from '../citizens/name-search.js';
import { indexedMatch, indexedNumber, searchTerm } from '../search/number-search.js';

/**
 * The board's search (issue 32): a renewal is found by its owner's name (or relation's, father's name or email), the
 * owner's mobile (a prefix of its ten digits), the vehicle's registration number or the document's own number (LL, DL,
 * policy, PUCC, certificate, permit), each a part of it, any case, spaces and hyphens ignored.
 *
 * Each kind's holders (citizens, vehicles, records) are read first through its own index, up to FEW_HOLDERS: a rare
 * term's renewals are then read by their holders' indexes on renewals (a few hundred rows to sort). A common term (a
 * surname, an office code) is instead checked on each renewal of the column's walk in expiry order, where its matches
 * come soon; its counts are counted only so far (SEARCH_COUNT_LIMIT).
 */

/** A kind held by more rows than this is matched on each renewal of the walk. */
const FEW_HOLDERS = 2_000;
/**
 * A common term's count of each status stops here (the column says "100+"), that of the column asked for a few pages
 * past the page (SEARCH_PAGES_AHEAD, as the citizen search counts), so it can always load more.
 */
export const SEARCH_COUNT_LIMIT = 100;
/** Fewer characters than this search nothing (a trigram index needs three). */
const SHORTEST_NUMBER = 3;

/**
 * One kind of holder: its name with the term (what a common one is remembered by), its ids holding the term (an index
 * read), the renewals they hold, the check of one renewal.
 */
interface HolderKind {
  name: string;
  lookup: SQL;
  held: (ids: SQL) => SQL;
  holds: SQL;
}

export interface RenewalSearch {
  /** The renewals matching the term. */
  condition: SQL;
  /** Every kind's holders are few: the matches are read by their ids and counted exactly. */
  few: boolean;
}

const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The citizens whose name, relation's or father's name or email contains the term; with a full name, by the name indexes. */
async function ownerKinds(db: Db, q: string): Promise<HolderKind[]> {
  const kinds: HolderKind[] = [];
  const held = (ids: SQL) => sql`${r.citizenId} = any(${ids})`;
  if (/\p{L}/u.test(q)) {
    const values = await namesContaining(db, q);
    const lookup = sql`select ${citizens.id} as id from ${citizens} where ${values ? nameIsOneOf(values) : textSearch(q)}`;
    kinds.push({ name: `owner:${q.toLowerCase()}`, lookup, held, holds: textSearch(q)! });
  }
  const mobile = normaliseMobile(q);
  if (/^\d+$/.test(mobile) && mobile.length >= SHORTEST_NUMBER && mobile.length <= 10) {
    const lookup = sql`select ${citizens.id} as id from ${citizens} where ${mobileSearch(mobile)}`;
    kinds.push({ name: `mobile:${mobile}`, lookup, held, holds: mobileSearch(mobile)! });
  }
  return kinds;
}

/** The vehicles whose registration number contains the term, and the records whose number does. */
function numberKinds(q: string): HolderKind[] {
  const term = searchTerm(q);
  if (term.length < SHORTEST_NUMBER) return [];
  const registration = indexedMatch(indexedNumber(vehicles.registrationNo, true), term);
  const vehicle: HolderKind = {
    name: `vehicle:${term}`,
    lookup: sql`select ${vehicles.id} as id from ${vehicles} where ${registration}`,
    held: (ids) => sql`${r.vehicleId} = any(${ids})`,
    holds: sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${r.vehicleId} and ${registration})`,
  };
  const documents = EXPIRY_DOCUMENT_TYPES.flatMap(({ key, table, numberColumn }): HolderKind[] => {
    if (!numberColumn) return [];
    const match = indexedMatch(sql`replace(${sql.identifier(table)}.${sql.identifier(numberColumn)}, '-', '')`, term);
    return [{
      name: `${key}:${term}`,
      lookup: sql`select id from ${sql.identifier(table)} where ${match}`,
      held: (ids) => sql`(${r.docType} = ${key} and ${r.recordId} = any(${ids}))`,
      holds: sql`(${r.docType} = ${key} and exists (select 1 from ${sql.identifier(table)} where id = ${r.recordId} and ${match}))`,
    }];
  });
  return [vehicle, ...documents];
}

/**
 * The kinds and terms found held by more than FEW_HOLDERS ('owner:sahu', 'vehicle:CG04'), not looked up again: a
 * common surname or office code stays common, and the verdict only picks the plan. Forgotten all at once when full.
 */
const commonTerms = new Set<string>();
const COMMON_TERMS_KEPT = 10_000;

/** The ids of a kind's holders, or null when there are more than FEW_HOLDERS. */
async function holderIds(db: Db, kind: HolderKind): Promise<number[] | null> {
  if (commonTerms.has(kind.name)) return null;
  const ids = (await queryRows<{ id: number }>(db, sql`${kind.lookup} limit ${FEW_HOLDERS + 1}`)).map((row) => row.id);
  if (ids.length <= FEW_HOLDERS) return ids;
  if (commonTerms.size >= COMMON_TERMS_KEPT) commonTerms.clear();
  commonTerms.add(kind.name);
  return null;
}

/** The condition of a search for `q` (trimmed, not empty) on renewals joined with their owners. */
export async function renewalSearch(db: Db, q: string): Promise<RenewalSearch> {
  const kinds = [...(await ownerKinds(db, q)), ...numberKinds(q)];
  const found = await Promise.all(kinds.map(async (kind) => ({ kind, ids: await holderIds(db, kind) })));
  const held = found.flatMap(({ kind, ids }) => (ids?.length ? [kind.held(idArray(ids))] : []));
  if (found.every(({ ids }) => ids !== null)) {
    // The renewals of the few holders, by their ids: an array read before the walk, so the plan is a lookup by id.
    const ids = held.length ? sql`${r.id} = any(array(select ${r.id} from ${r} where ${or(...held)}))` : sql`false`;
    return { condition: ids, few: true };
  }
  const condition = or(...found.map(({ kind, ids }) => (ids === null ? kind.holds : ids.length ? kind.held(idArray(ids)) : undefined)));
  return { condition: condition ?? sql`false`, few: false };
}

/** Renewals joined with their owners, as the board reads them (the search checks the owner's columns). */
const withOwners = (db: Db) => db.select({ status: r.status }).from(r).innerJoin(citizens, eq(citizens.id, r.citizenId));

/** The count of each status among the renewals matching `where`, each up to its bound + 1 (one walk each). */
export async function boundedCounts(db: Db, where: SQL | undefined, bounds: Record<RenewalStatus, number>) {
  const one = ([status, bound]: [RenewalStatus, number]) =>
    sql`select ${status} as status, (select count(*)::int from (${withOwners(db).where(and(where, eq(r.status, status))).limit(bound + 1)}) s) as total`;
  return queryRows<{ status: string; total: number }>(db, sql.join((Object.entries(bounds) as [RenewalStatus, number][]).map(one), sql` union all `));
}
