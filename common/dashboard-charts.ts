import type { ExpiryDocumentType, REQUEST_STATUSES } from './options.js';
import type { RenewalStatus } from './renewals.js';

/** Shapes of GET /dashboard/charts (issue 22, Pictures), shared by the server and the app. */

/** How many weeks ahead the expiring documents are drawn, and how many weeks back the service requests. */
export const EXPIRING_WEEKS = 12;
export const REQUEST_WEEKS = 8;

/** One week (Monday to Sunday in India, `week_start` its Monday as yyyy-mm-dd) and its counts per key. */
export interface WeekCounts<Key extends string> {
  week_start: string;
  counts: Record<Key, number>;
}

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The answer: one key per chart block (lib/dashboard/charts.ts CHART_BLOCKS). */
export interface DashboardCharts {
  expiring_by_week: WeekCounts<ExpiryDocumentType>[];
  requests_by_week: WeekCounts<RequestStatus>[];
  /** The renewals per status (lib/renewals' renewalsSummary), scoped like the dashboard. */
  renewals_by_status: Record<RenewalStatus, number>;
  /** Premiums and fees earned by renewals renewed this month (in India), in rupees. */
  earned_this_month: number;
}

/** The Monday starting the week of a yyyy-mm-dd date (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

