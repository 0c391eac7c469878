import dayjs from 'dayjs';
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  EXPIRY_DOCUMENT_KEYS, EXPIRY_DOCUMENT_TYPES, EXPIRY_REPORT_PAGE_SIZE, OWN_EXPIRY_WINDOW_DAYS, type ExpiryDocumentType,
} from '../../../common/options.js';
import { todayInIndia } from '../../../common/record-status.js';
import type { ExpiryReport, ExpiryReportFilters, ExpiryRow } from '../../../common/expiries.js';
import { queryRows, type Db } from '../../db/client.js';
import {
  citizens, currentDocuments as d, drivingLicences, fitnesses, insurances, learnerLicences, permits, puccs, speedGovernors,
  taxes, vehicles, vltds,
} from '../../db/schema/index.js';
import { scopedBranch, type SessionUser } from '../http/caller.js';
import { SEARCH_PAGES_AHEAD, textSearch } from '../citizens/citizen-list.js';
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


export type ExpiryReportQuery = ExpiryReportFilters & { page?: number };

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
    'expiry_date', ${d.expiryDate}, 'full_record', r.full
  ) order by ${d.expiryDate}, ${d.docType}, ${d.recordId}), '[]')::text
  from page ${d} join ${citizens} on ${citizens.id} = ${d.citizenId} left join ${vehicles} on ${vehicles.id} = ${d.vehicleId}
  cross join lateral (select ${fullRecord} as full) r)`);

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

/** A name held by more citizens than this is left to the planner (it walks the report's order and checks each owner). */
const FEW_OWNERS = 2_000;

/**
 * The condition on the owner's name. The owners are looked up first (one trigram index scan): a rare name's few ids
 * then pick their documents by the citizen index; a common name's (more than FEW_OWNERS) stay a subquery, which the
 * planner answers by walking the report's order, where matches come soon.
 */
async function ownersOf(db: Db, name: string): Promise<{ condition: SQL; few: boolean }> {
  const matching = sql`select ${citizens.id} from ${citizens} where ${textSearch(name)}`;
  const ids = (await queryRows<{ id: number }>(db, sql`${matching} limit ${FEW_OWNERS + 1}`)).map((row) => row.id);
  if (ids.length > FEW_OWNERS) return { condition: sql`${d.citizenId} in (${matching})`, few: false };
  return { condition: sql`${d.citizenId} = any(${`{${ids.join(',')}}`}::int[])`, few: true };
}

/** GET /reports/expiries: a Laravel-style paginator (meta at the top level), 15 rows a page. */
export async function expiryReport(db: Db, user: SessionUser, query: ExpiryReportQuery, files: FileStore): Promise<ExpiryReport> {
  checkDates(query);
  const type = docType(query.doc_type);
  const branch = scopedBranch(user);
  const vehicleNo = query.vehicle_no && searchTerm(query.vehicle_no);
  const ownerName = query.owner_name?.trim();
  const owners = ownerName ? await ownersOf(db, ownerName) : undefined;
  // A semi-join the planner can take from either side: a rare number's few vehicles through the trigram index, or a
  // common fragment ('CG04', a quarter of the state) checked on each document of a walk in report order.
  const vehicleMatch = vehicleNo
    ? sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${d.vehicleId} and ${indexedMatch(indexedNumber(vehicles.registrationNo, true), vehicleNo)})`
    : undefined;
  const narrowed = and(owners?.condition, vehicleMatch);
  const dated = and(
    query.exact_date ? eq(d.expiryDate, query.exact_date) : undefined,
    query.start_date ? gte(d.expiryDate, query.start_date) : undefined,
    query.end_date ? lte(d.expiryDate, query.end_date) : undefined,
  );
  const where = and(branch === null ? undefined : eq(d.branchId, branch), type ? eq(d.docType, type) : undefined, dated, narrowed) ?? sql`true`;

  const page = query.page ?? 1;
  const perPage = EXPIRY_REPORT_PAGE_SIZE;
  const offset = (page - 1) * perPage;
  const bound = offset + perPage * SEARCH_PAGES_AHEAD;
  const counter = `current_documents${branch === null ? '' : `:branch:${branch}`}${type ? `:type:${type}` : ''}`;
  // A few owners' documents are read by the citizen index and sorted (OFFSET 0 keeps the planner from walking the
  // report's order instead, looking for them among millions).
  const found = owners?.few ? sql`(select * from ${d} where ${where} offset 0) ${d}` : sql`${d} where ${where}`;
  const filtered = narrowed ?? dated;
  const total = filtered
    ? sql`(select count(*)::int from (select 1 from ${d} where ${where} limit ${bound + 1}) matches)`
    : countersSum([counter]);
  const [result] = await queryRows<{ total: number; rows: string }>(
    db,
    sql`with page as (select * from ${found} order by ${sql.join(reportOrder, sql`, `)} limit ${perPage} offset ${offset})
      select ${total} as total, ${rowsJson} as rows`,
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
