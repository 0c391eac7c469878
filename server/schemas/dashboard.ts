import { Type, type TSchema } from '@sinclair/typebox';
import { EXPIRY_DOCUMENT_KEYS, REQUEST_STATUSES } from '../../common/options.js';
import { RENEWAL_STATUSES } from '../../common/renewals.js';

/** Schemas of GET /api/dashboard/charts: one object per chart block, joined into the answer. */

/** A week (its Monday, yyyy-mm-dd) and a count for every key, zeros included. */
const weekCounts = (keys: readonly string[]) =>
  Type.Object({
    week_start: Type.String({ format: 'date' }),
    counts: Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Integer({ minimum: 0 })])) as Record<string, TSchema>),
  });

/** Current documents expiring in each of the next 12 weeks (this week first), per document type. */
export const ExpiringChart = Type.Object({ expiring_by_week: Type.Array(weekCounts(EXPIRY_DOCUMENT_KEYS)) });

/** Service requests received in each of the last 8 weeks (this week last), per status. */
export const RequestsChart = Type.Object({ requests_by_week: Type.Array(weekCounts(REQUEST_STATUSES)) });

/** The renewals per status, and the ₹ earned by those renewed this month. */
export const RenewalsChart = Type.Object({
  renewals_by_status: Type.Object(Object.fromEntries(RENEWAL_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<string, TSchema>),
  earned_this_month: Type.Number({ minimum: 0 }),
});

/** The blocks' answers side by side; a new block adds its schema here and its query to CHART_BLOCKS. */
export const DashboardCharts = Type.Composite([ExpiringChart, RequestsChart, RenewalsChart]);
