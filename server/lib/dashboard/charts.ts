import { and, gte, lt, sql } from 'drizzle-orm';
import { addDays, EXPIRING_WEEKS, REQUEST_WEEKS, weekStart, type DashboardCharts } from '../../../common/dashboard-charts.js';
import { EXPIRY_DOCUMENT_KEYS, REQUEST_STATUSES } from '../../../common/options.js';
import { todayInIndia } from '../../../common/record-status.js';
import { queryRows, type Db } from '../../db/client.js';
import { rowCounts, serviceRequests as r } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { scopedBranch } from '../reports/expiry-report.js';
import { weekCounts, type WeekGroup } from './week-counts.js';
import { renewalsSummary } from '../renewals/renewal-list.js';

/** One block of the charts' answer: its keys, read for the caller on the given day in India (yyyy-mm-dd). */
export type ChartBlock = (db: Db, user: SessionUser, today: string) => Promise<object>;

/** The start of the per-day counters' names in the caller's scope (migration 0022_expiry_day_counters), before the day. */
const dayCounters = (branch: number | null) => `current_documents${branch === null ? '' : `:branch:${branch}`}:day:`;

/**
 * Current documents expiring in each week of the next 12 (Monday to Sunday, this week first, its past days
 * included so that a bar counts what the expiry report lists for its range), per type, in the caller's scope: read
 * from the per-day counters (at most 84 days × 9 types, one range of the primary key), not counted, since 12 weeks
 * of a state's documents are most of a million rows. The names are checked again here, whatever the collation.
 */
export const expiringByWeek: ChartBlock = async (db, user, today) => {
  const first = weekStart(today);
  const end = addDays(first, EXPIRING_WEEKS * 7);
  const prefix = dayCounters(scopedBranch(user));
  const counters = new Map<string, { week: number; key: string }>();
  for (let day = 0; day < EXPIRING_WEEKS * 7; day++) {
    for (const key of EXPIRY_DOCUMENT_KEYS) counters.set(`${prefix}${addDays(first, day)}:type:${key}`, { week: Math.floor(day / 7), key });
  }
  const totals = await db.select().from(rowCounts).where(and(gte(rowCounts.counter, prefix + first), lt(rowCounts.counter, prefix + end)));
  const groups = totals.flatMap(({ counter, total }) => (counters.has(counter) ? [{ ...counters.get(counter)!, n: total }] : []));
  return { expiring_by_week: weekCounts(first, EXPIRING_WEEKS, EXPIRY_DOCUMENT_KEYS, groups) };
};

/** The start of a day in India (00:00 IST) as a timestamp. */
const indiaMidnight = (date: string) => `${date}T00:00:00+05:30`;

/**
 * Service requests received in each of the last 8 weeks (this week last), per status: staff see every request
 * (decisions.md §Service requests), so a manager's chart is the admin's. One range read of the created_at index.
 */
export const requestsByWeek: ChartBlock = async (db, _user, today) => {
  const first = addDays(weekStart(today), -(REQUEST_WEEKS - 1) * 7);
  const groups = await queryRows<WeekGroup>(
    db,
    sql`select ((${r.createdAt} at time zone interval '+05:30')::date - ${first}::date) / 7 as week, ${r.status} as key, count(*)::int as n
      from ${r} where ${and(gte(r.createdAt, sql`${indiaMidnight(first)}::timestamptz`), lt(r.createdAt, sql`${indiaMidnight(addDays(first, REQUEST_WEEKS * 7))}::timestamptz`))}
      group by 1, 2`,
  );
  return { requests_by_week: weekCounts(first, REQUEST_WEEKS, REQUEST_STATUSES, groups) };
};

/** The blocks of GET /dashboard/charts, each adding its keys to the answer (and its schema to schemas/dashboard.ts). */
export const CHART_BLOCKS: ChartBlock[] = [expiringByWeek, requestsByWeek, renewalsSummary];

/** GET /dashboard/charts (staff): every block's keys for the caller, `today` in India unless given. */
export async function dashboardCharts(db: Db, user: SessionUser, today = todayInIndia()): Promise<DashboardCharts> {
  const blocks = await Promise.all(CHART_BLOCKS.map((block) => block(db, user, today)));
  return Object.assign({}, ...blocks) as DashboardCharts;
}
