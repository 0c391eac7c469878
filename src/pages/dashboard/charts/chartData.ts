import type { DashboardCharts, WeekCounts } from '../../../../common/dashboard-charts';
import { addDays } from '../../../../common/record-status';
import { EXPIRY_DOCUMENT_KEYS, REQUEST_STATUSES } from '../../../../common/options';
import type { RenewalsSummary } from './RenewalsChart';

/** Weeks from a Monday with counts that grow with the week and the key: sample data for stories and specs. */
function sampleWeeks<Key extends string>(first: string, weeks: number, keys: readonly Key[], scale: number): WeekCounts<Key>[] {
  return Array.from({ length: weeks }, (_, week) => ({
    week_start: addDays(first, week * 7),
    counts: Object.fromEntries(keys.map((key, index) => [key, ((week + 1) * (index + 2) * scale) % 1700])) as Record<Key, number>,
  }));
}

export const SAMPLE_RENEWALS: RenewalsSummary = {
  renewals_by_status: { due: 14250, contacted: 3120, renewed: 1875, lost: 240 },
  earned_this_month: 125000.5,
};

export const SAMPLE_CHARTS: DashboardCharts = {
  expiring_by_week: sampleWeeks('2026-11-23', 12, EXPIRY_DOCUMENT_KEYS, 37),
  requests_by_week: sampleWeeks('2026-10-05', 8, REQUEST_STATUSES, 3),
  ...SAMPLE_RENEWALS,
};
