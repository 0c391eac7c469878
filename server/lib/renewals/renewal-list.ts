import dayjs from 'dayjs';
import { and, asc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { RENEWAL_STATUSES, type RenewalCounts, type RenewalPage, type RenewalRow } from '../../../common/renewals.js';
import { queryRows, type Db } from '../../db/client.js';
import { citizens, drivingLicences, learnerLicences, renewals as r, users, vehicles } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { pageMeta } from '../http/paging.js';
import { countersSum } from '../citizens/row-counts.js';

/**
 * The renewals board (issue 22, §Follow-up pipeline): a page of renewals, soonest expiry first, walked on one of the
 * renewals indexes, with the count of each status. Unfiltered (but for the caller's branch) the counts are the
 * counters the triggers keep; a filter counts its matches.
 */

export interface RenewalFilters {
  status?: (typeof RENEWAL_STATUSES)[number];
  doc_type?: string;
  assignee_id?: number;
  branch_id?: number;
  due_within?: number;
  overdue?: boolean;
}

/** The branch a manager is limited to (null: every branch). */
export const scopedBranch = (user: SessionUser) => (user.role === 'manager' ? user.branchId : null);

/** The condition limiting renewals to the caller's scope (undefined: all). */
export function renewalScope(user: SessionUser): SQL | undefined {
  const branch = scopedBranch(user);
  return branch === null ? undefined : eq(r.branchId, branch);
}

/** The rows' answer shape: owner, identifier (registration or licence number) and assignee joined in. */
export const renewalColumns = {
  id: r.id,
  doc_type: r.docType,
  record_id: r.recordId,
  citizen_id: r.citizenId,
  vehicle_id: r.vehicleId,
  branch_id: r.branchId,
  owner_name: citizens.name,
  owner_mobile: citizens.mobile,
  identifier: sql<string>`coalesce(${vehicles.registrationNo}, ${learnerLicences.llNo}, ${drivingLicences.dlNo}, '')`,
  expiry_date: r.expiryDate,
  status: r.status,
  assignee_id: r.assigneeId,
  assignee: sql<RenewalRow['assignee']>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'name', ${users.name}) end`,
  notes_count: r.notesCount,
  earned: sql<number | null>`${r.earned}::float8`,
  lost_reason: r.lostReason,
  renewed_by_record_id: r.renewedByRecordId,
};

/** Renewals (or a CTE of them named like the table) with what their answer joins. */
export function selectRenewals(db: Db) {
  return db
    .select(renewalColumns)
    .from(r)
    .innerJoin(citizens, eq(citizens.id, r.citizenId))
    .leftJoin(vehicles, eq(vehicles.id, r.vehicleId))
    .leftJoin(learnerLicences, and(eq(r.docType, 'll'), eq(learnerLicences.id, r.recordId)))
    .leftJoin(drivingLicences, and(eq(r.docType, 'dl'), eq(drivingLicences.id, r.recordId)))
    .leftJoin(users, eq(users.id, r.assigneeId));
}

/** Every status at zero, then the counted ones. */
const allCounts = (rows: { status: string; total: number }[]): RenewalCounts => ({
  ...(Object.fromEntries(RENEWAL_STATUSES.map((status) => [status, 0])) as RenewalCounts),
  ...Object.fromEntries(rows.map((row) => [row.status, Number(row.total)])),
});

/** The counters of each status in the caller's scope (a manager's branch, or all). */
async function countersByStatus(db: Db, branch: number | null): Promise<RenewalCounts> {
  const prefix = branch === null ? 'renewals:' : `renewals:branch:${branch}:`;
  const rows = await queryRows<{ status: string; total: number }>(
    db,
    sql.join(RENEWAL_STATUSES.map((status) => sql`select ${status} as status, ${countersSum([prefix + status])} as total`), sql` union all `),
  );
  return allCounts(rows);
}

async function countedByStatus(db: Db, where: SQL | undefined): Promise<RenewalCounts> {
  const rows = await db.select({ status: r.status, total: sql<number>`count(*)::int` }).from(r).where(where).groupBy(r.status);
  return allCounts(rows);
}

/** GET /renewals: `today` is India's (the overdue and due-within filters count from it). */
export async function listRenewals(
  db: Db, user: SessionUser, filters: RenewalFilters, paging: { page: number; perPage: number; offset: number }, today: string,
): Promise<RenewalPage> {
  const own = scopedBranch(user);
  const branch = filters.branch_id ?? own;
  const narrowed = and(
    filters.doc_type ? eq(r.docType, filters.doc_type) : undefined,
    filters.assignee_id ? eq(r.assigneeId, filters.assignee_id) : undefined,
    filters.due_within === undefined ? undefined : lte(r.expiryDate, dayjs(today).add(filters.due_within, 'day').format('YYYY-MM-DD')),
    filters.overdue === undefined ? undefined : filters.overdue ? lt(r.expiryDate, today) : gte(r.expiryDate, today),
  );
  // A manager asking for another branch sees nothing of it.
  const outside = own !== null && branch !== own ? sql`false` : undefined;
  const scoped = and(branch === null ? undefined : eq(r.branchId, branch), outside);
  const counts = narrowed || outside ? await countedByStatus(db, and(scoped, narrowed)) : await countersByStatus(db, branch);
  const rows = await selectRenewals(db)
    .where(and(scoped, narrowed, filters.status ? eq(r.status, filters.status) : undefined))
    .orderBy(asc(r.expiryDate), asc(r.id))
    .limit(paging.perPage)
    .offset(paging.offset);
  const total = filters.status ? counts[filters.status] : RENEWAL_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  return { data: rows as RenewalRow[], meta: { ...pageMeta(paging.page, paging.perPage, total, rows.length), counts } };
}

/**
 * The renewals block of the dashboard charts, scoped like the dashboard (a manager's branch): the count of each status
 * and the ₹ earned by renewals renewed this month (in India).
 */
export async function renewalsSummary(db: Db, user: SessionUser, today: string) {
  const monthStart = dayjs(today).startOf('month');
  const renewedThisMonth = and(
    renewalScope(user),
    eq(r.status, 'renewed'),
    sql`${r.renewedAt} >= (${monthStart.format('YYYY-MM-DD')}::date)::timestamp at time zone 'Asia/Kolkata'`,
    sql`${r.renewedAt} < (${monthStart.add(1, 'month').format('YYYY-MM-DD')}::date)::timestamp at time zone 'Asia/Kolkata'`,
  );
  const [earned] = await db.select({ total: sql<number>`coalesce(sum(${r.earned}), 0)::float8` }).from(r).where(renewedThisMonth);
  return { renewals_by_status: await countersByStatus(db, scopedBranch(user)), earned_this_month: Number(earned.total) };
}
