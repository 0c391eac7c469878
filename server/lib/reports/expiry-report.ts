import type { Static } from '@sinclair/typebox';
import dayjs from 'dayjs';
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  EXPIRY_DOCUMENT_KEYS, EXPIRY_DOCUMENT_TYPES, EXPIRY_REPORT_PAGE_SIZE, OWN_EXPIRY_WINDOW_DAYS, type ExpiryDocumentType,
} from '../../../common/options.js';
import { todayInIndia } from '../../../common/record-status.js';
import type { ExpiryReportAnswer, ExpiryReportQuery as QuerySchema, ExpiryRow } from '../../schemas/expiries.js';
import { queryRows, type Db } from '../../db/client.js';
import {
  citizens, currentDocuments as d, drivingLicences, fitnesses, insurances, learnerLicences, permits, puccs, speedGovernors,
  taxes, vehicles, vltds,
} from '../../db/schema/index.js';
import { scopedBranch, type SessionUser } from '../http/caller.js';
import { SEARCH_PAGES_AHEAD, textSearch } from '../citizens/citizen-list.js';
import { containsText } from '../citizens/text-search.js';
import { nameIsOneOf, namesContaining } from '../citizens/name-search.js';
import { invalid, invalidField, notFound } from '../http/http-errors.js';
import { pageMeta } from '../http/paging.js';
import { countersSum } from '../citizens/row-counts.js';
import { indexedMatch, indexedNumber, searchTerm } from '../search/number-search.js';
import { withShownStatus } from '../citizens/record-status.js';
import { literal, rowObject, withFileUrl, writtenOnce } from '../citizens/row-json.js';
import type { FileStore } from '../storage/index.js';

/**
 * The expiry report and a citizen's expired documents (decisions.md §Expiries), read from `current_documents`, which
 * holds only the current document of each kind. A page is a walk of one index in report order (soonest expiry first);
 * the total of a report filtered by type and branch alone comes from the counters; a date, name or vehicle filter
 * counts its matches up to five pages ahead, like the citizen search (a month of a state's documents is some
 * 300,000 rows: an exact count would cost more than the page).
 */

export const SOURCE_TABLES: Record<ExpiryDocumentType, PgTable> = {
  ll: learnerLicences, dl: drivingLicences, insurance: insurances, pucc: puccs, fitness: fitnesses, permit: permits,
  vltd: vltds, speed_governor: speedGovernors, tax: taxes,
};


export type ExpiryReportQuery = Static<typeof QuerySchema>;

/** A CASE over a current document's type, with `values(type)` for each of the nine. */
export const caseOfType = (values: (type: (typeof EXPIRY_DOCUMENT_TYPES)[number]) => SQL) =>
  sql`case ${d.docType} ${sql.join(EXPIRY_DOCUMENT_TYPES.map((type) => sql`when ${literal(type.key)} then ${values(type)}`), sql` `)} end`;

/** The source row of a current document, as its own list route writes it. */
const fullRecord = caseOfType(({ key }) => {
  const table = SOURCE_TABLES[key] as PgTable & { id: typeof d.recordId };
  return sql`(select ${rowObject(table)} from ${table} where ${table.id} = ${d.recordId})`;
});

/**
 * The report rows of the documents `page` (a CTE of current_documents rows) as one JSON array (text), in report
 * order. A vehicle's document is identified by the registration number, a licence by its number. Written once.
 */
const rowsJson = writtenOnce(sql`(select coalesce(json_agg(json_build_object(
    'type', ${caseOfType(({ label }) => literal(label))}, 'doc_type', ${d.docType}, 'record_id', ${d.recordId}, 'citizen_id', ${d.citizenId},
    'owner_name', ${citizens.name}, 'owner_mobile', ${citizens.mobile},
    'identifier', coalesce(${vehicles.registrationNo}, r.full ->> 'll_no', r.full ->> 'dl_no'),
    'document_number', ${caseOfType(({ numberColumn }) => (numberColumn ? sql`r.full ->> ${literal(numberColumn)}` : sql`null`))},
    'vehicle_no', ${vehicles.registrationNo},
    'expiry_date', ${d.expiryDate}, 'starts_on', ${d.startsOn}, 'full_record', r.full
  ) order by ${d.expiryDate}, ${d.docType}, ${d.recordId}), '[]')::text
  from page ${d} join ${citizens} on ${citizens.id} = ${d.citizenId} left join ${vehicles} on ${vehicles.id} = ${d.vehicleId}
  cross join lateral (select ${fullRecord} as full offset 0) r)`);

export const reportOrder = [asc(d.expiryDate), asc(d.docType), asc(d.recordId)];

function checkDates(query: ExpiryReportQuery) {
  if (query.exact_date && (query.start_date || query.end_date)) {
    throw invalidField('exact_date', 'Give either an exact date or a date range, not both.');
  }
  if (query.start_date && query.end_date && query.end_date < query.start_date) {
    throw invalid({ end_date: ['The end date must not be before the start date.'] });
  }
}

function docType(value: string | undefined): ExpiryDocumentType | undefined {
  if (!value) return undefined;
  if (!(EXPIRY_DOCUMENT_KEYS as readonly string[]).includes(value)) throw invalidField('doc_type', 'Unknown document type.');
  return value as ExpiryDocumentType;
}

/** A term held by more owners (vehicles) than this is matched on each document of a walk in report order. */
const FEW_HOLDERS = 2_000;

/**
 * The terms found held by more than FEW_HOLDERS ('owner:sahu', 'vehicle:CG04'), so their holders are not looked up
 * again: a common surname or office code stays common, and the verdict only picks the plan (the copied column alone
 * decides the rows). Forgotten all at once when full.
 */
const commonTerms = new Set<string>();
const COMMON_TERMS_KEPT = 10_000;

/**
 * A filter on a column current_documents copies from the owner or the vehicle (`copied`, checked on the index entries
 * of a walk in report order, where a common term's matches come soon). The holders are looked up first (`holders`,
 * ids through a trigram index): a rare term's few ids then pick their documents by the owner's (vehicle's) index.
 */
async function narrowing(db: Db, term: string, holders: SQL, holder: AnyPgColumn, copied: SQL): Promise<{ condition: SQL; few: boolean }> {
  const many = { condition: copied, few: false };
  if (commonTerms.has(term)) return many;
  const ids = (await queryRows<{ id: number }>(db, sql`${holders} limit ${FEW_HOLDERS + 1}`)).map((row) => row.id);
  if (ids.length <= FEW_HOLDERS) return { condition: and(sql`${holder} = any(${`{${ids.join(',')}}`}::int[])`, copied)!, few: true };
  if (commonTerms.size >= COMMON_TERMS_KEPT) commonTerms.clear();
  commonTerms.add(term);
  return many;
}

/** The owner's name contains `name` (any case); a full name's owners are read by the name index (namesContaining). */
async function ownerNarrowing(db: Db, name: string) {
  const values = await namesContaining(db, name);
  const holders = sql`select ${citizens.id} from ${citizens} where ${values ? nameIsOneOf(values) : textSearch(name)}`;
  return narrowing(db, `owner:${name.toLowerCase()}`, holders, d.citizenId, containsText(d.ownerSearch, name));
}

/** The vehicle's registration number contains `term` (searchTerm). */
const vehicleNarrowing = (db: Db, term: string) =>
  narrowing(
    db,
    `vehicle:${term}`,
    sql`select ${vehicles.id} from ${vehicles} where ${indexedMatch(indexedNumber(vehicles.registrationNo, true), term)}`,
    d.vehicleId,
    indexedMatch(sql`${d.vehicleNo}`, term),
  );

/** GET /reports/expiries: a Laravel-style paginator (meta at the top level), 15 rows a page. */
export async function expiryReport(db: Db, user: SessionUser, query: ExpiryReportQuery, files: FileStore): Promise<ExpiryReportAnswer> {
  checkDates(query);
  const type = docType(query.doc_type);
  const branch = scopedBranch(user);
  const vehicleNo = query.vehicle_no && searchTerm(query.vehicle_no);
  const ownerName = query.owner_name?.trim();
  const narrowings = await Promise.all([
    ...(ownerName ? [ownerNarrowing(db, ownerName)] : []),
    ...(vehicleNo ? [vehicleNarrowing(db, vehicleNo)] : []),
  ]);
  const narrowed = and(...narrowings.map((narrowing) => narrowing.condition));
  const dated = and(
    query.exact_date ? eq(d.expiryDate, query.exact_date) : undefined,
    query.start_date ? gte(d.expiryDate, query.start_date) : undefined,
    query.end_date ? lte(d.expiryDate, query.end_date) : undefined,
  );
  const where = and(branch === null ? undefined : eq(d.branchId, branch), type ? eq(d.docType, type) : undefined, dated, narrowed) ?? sql`true`;

  const page = query.page ?? 1;
  const perPage = EXPIRY_REPORT_PAGE_SIZE;
  const offset = (page - 1) * perPage;
  const order = sql.join(reportOrder, sql`, `);
  const filtered = narrowed ?? dated;
  const bound = offset + perPage * SEARCH_PAGES_AHEAD;
  // Filtered: the matches up to a few pages ahead, read from the index alone (the key columns), then the page's rows;
  // a few holders' documents are read by their index and sorted (OFFSET 0 keeps the planner from walking the report's
  // order instead, looking for them among millions). Unfiltered: the page, and the total from the counters.
  const source = narrowings.some((narrowing) => narrowing.few) ? sql`(select * from ${d} where ${where} offset 0) ${d}` : sql`${d} where ${where}`;
  const counter = `current_documents${branch === null ? '' : `:branch:${branch}`}${type ? `:type:${type}` : ''}`;
  const [result] = await queryRows<{ total: number; rows: string }>(
    db,
    filtered
      ? sql`with found as (select ${d.docType}, ${d.recordId}, ${d.expiryDate} from ${source} order by ${order} limit ${bound + 1}),
          page as (select ${d}.* from (select * from found order by expiry_date, doc_type, record_id limit ${perPage} offset ${offset}) f
            join ${d} on ${d.docType} = f.doc_type and ${d.recordId} = f.record_id)
          select (select count(*)::int from found) as total, ${rowsJson} as rows`
      : sql`with page as (select * from ${d} where ${where} order by ${order} limit ${perPage} offset ${offset})
          select ${countersSum([counter])} as total, ${rowsJson} as rows`,
  );
  const rows = await withFullRecordUrls(JSON.parse(result.rows) as ExpiryRow[], files);
  const more = filtered !== undefined && result.total > bound;
  const meta = pageMeta(page, perPage, more ? bound : result.total, rows.length);
  return { data: rows, ...meta, ...(more && { total_is_lower_bound: true as const }) };
}

const END_DATES = Object.fromEntries(EXPIRY_DOCUMENT_TYPES.map((type) => [type.key, type.dateColumn]));

/** The rows with each record as its own routes answer it: a signed file link, an insurance's or PUCC's shown status. */
const withFullRecordUrls = (rows: ExpiryRow[], files: FileStore) =>
  Promise.all(
    rows.map(async (row) => ({ ...row, full_record: withShownStatus(await withFileUrl(row.full_record, files), END_DATES[row.doc_type]) })),
  );

/** The report rows of the current documents matching `where`, in report order. */
async function documentRows(db: Db, where: SQL | undefined, files: FileStore): Promise<ExpiryRow[]> {
  const [result] = await queryRows<{ rows: string }>(db, sql`with page as (select * from ${d} where ${where ?? sql`true`}) select ${rowsJson} as rows`);
  return withFullRecordUrls(JSON.parse(result.rows) as ExpiryRow[], files);
}

/** A document as a citizen's own lists show it: no owner, the source row as `details`. */
const ownDocument = (row: ExpiryRow) => ({
  type: row.type,
  doc_type: row.doc_type,
  record_id: row.record_id,
  identifier: row.identifier,
  document_number: row.document_number,
  vehicle_no: row.vehicle_no,
  expiry_date: row.expiry_date,
  details: row.full_record,
});

/** The current documents of one citizen that expired before today (in India), soonest first. */
export async function expiredDocuments(db: Db, citizenId: number, files: FileStore) {
  return (await documentRows(db, and(eq(d.citizenId, citizenId), lt(d.expiryDate, todayInIndia())), files)).map(ownDocument);
}

/** The current documents of the user's own (primary) profile expiring from today to 60 days ahead, soonest first. */
export async function ownExpiringDocuments(db: Db, user: SessionUser, files: FileStore) {
  const today = dayjs();
  const own = sql`${d.citizenId} = (select ${citizens.id} from ${citizens} where ${citizens.userId} = ${user.id})`;
  const window = and(gte(d.expiryDate, today.format('YYYY-MM-DD')), lte(d.expiryDate, today.add(OWN_EXPIRY_WINDOW_DAYS, 'day').format('YYYY-MM-DD')));
  return (await documentRows(db, and(own, window), files)).map(ownDocument);
}

/** One row of the caller's report (a current document in their scope), with its type key; 404 otherwise. */
export async function reportRow(db: Db, user: SessionUser, type: string, recordId: number, files: FileStore) {
  const branch = scopedBranch(user);
  const [row] = await documentRows(db, and(eq(d.docType, docType(type)!), eq(d.recordId, recordId), branch === null ? undefined : eq(d.branchId, branch)), files);
  if (!row) throw notFound();
  return row;
}
