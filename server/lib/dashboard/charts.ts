import { and, gte, lt } from 'drizzle-orm';
import { EXPIRING_WEEKS, REQUEST_WEEKS, weekStart, type DashboardCharts } from '../../../common/dashboard-charts.js';
import { EXPIRY_DOCUMENT_KEYS, REQUEST_STATUSES } from '../../../common/options.js';
import { addDays, todayInIndia } from '../../../common/record-status.js';
import type { Db } from '../../db/client.js';
import { rowCounts } from '../../db/schema/index.js';
import { scopedBranch, type SessionUser } from '../http/caller.js';
import { weekCounts } from './week-counts.js';
import { renewalsSummary } from '../renewals/renewal-list.js';

/** One block of the charts' answer: its keys, read for the caller on the given day in India (yyyy-mm-dd). */
export type ChartBlock = (db: Db, user: SessionUser, today: string) => Promise<object>;

/**
 * `weeks` weeks from the Monday `first`, each key summed from per-day counters named `<prefix><yyyy-mm-dd>:<name of
 * key>`: one range of row_counts' primary key (at most 7 × weeks × keys rows), the names checked again here whatever
 * the collation.
 */
async function weeksOfDayCounters<Key extends string>(db: Db, prefix: string, first: string, weeks: number, keys: readonly Key[], name: (key: Key) => string) {
  const counters = new Map<string, { week: number; key: string }>();
  for (let day = 0; day < weeks * 7; day++) {
    for (const key of keys) counters.set(`${prefix}${addDays(first, day)}:${name(key)}`, { week: Math.floor(day / 7), key });
  }
  const end = addDays(first, weeks * 7);
  const totals = await db.select().from(rowCounts).where(and(gte(rowCounts.counter, prefix + first), lt(rowCounts.counter, prefix + end)));
  const groups = totals.flatMap(({ counter, total }) => (counters.has(counter) ? [{ ...counters.get(counter)!, n: total }] : []));
  return weekCounts(first, weeks, keys, groups);
}

/**
 * Current documents expiring in each week of the next 12 (Monday to Sunday, this week first, its past days
 * included so that a bar counts what the expiry report lists for its range), per type, in the caller's scope, from
 * the per-day counters (migration 0022_expiry_day_counters): 12 weeks of a state's documents are most of a million rows.
 */
export const expiringByWeek: ChartBlock = async (db, user, today) => {
  const branch = scopedBranch(user);
  const prefix = `current_documents${branch === null ? '' : `:branch:${branch}`}:day:`;
  const weeks = await weeksOfDayCounters(db, prefix, weekStart(today), EXPIRING_WEEKS, EXPIRY_DOCUMENT_KEYS, (key) => `type:${key}`);
  return { expiring_by_week: weeks };
};

/**
 * Service requests received in each of the last 8 weeks (this week last, days in India), per status, from the per-day
 * counters (migration 0023_filter_day_counters): staff see every request (decisions.md §Service requests), so a
 * manager's chart is the admin's.
 */
export const requestsByWeek: ChartBlock = async (db, _user, today) => {
  const first = addDays(weekStart(today), -(REQUEST_WEEKS - 1) * 7);
  return { requests_by_week: await weeksOfDayCounters(db, 'service_requests:day:', first, REQUEST_WEEKS, REQUEST_STATUSES, (status) => status) };
};

/** The blocks of GET /dashboard/charts, each adding its keys to the answer (and its schema to schemas/dashboard.ts). */
export const CHART_BLOCKS: ChartBlock[] = [expiringByWeek, requestsByWeek, renewalsSummary];

/** GET /dashboard/charts (staff): every block's keys for the caller, `today` in India unless given. */
export async function dashboardCharts(db: Db, user: SessionUser, today = todayInIndia()): Promise<DashboardCharts> {
  const blocks = await Promise.all(CHART_BLOCKS.map((block) => block(db, user, today)));
  return Object.assign({}, ...blocks) as DashboardCharts;
}
