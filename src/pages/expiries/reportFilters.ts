import dayjs from 'dayjs';
import type { operations } from '../../api/schema';

/** The report's filters as they travel in the page URL and to GET /reports/expiries. */
export type ReportFilters = Omit<NonNullable<operations['getReportsExpiries']['parameters']['query']>, 'page'>;

export const FILTER_KEYS = ['vehicle_no', 'owner_name', 'doc_type', 'start_date', 'end_date', 'exact_date'] as const;

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** Quick choices: a date range ending yesterday, or starting today. */
export const QUICK_RANGES = {
  expired: () => ({ end_date: day(-1) }),
  next_7: () => ({ start_date: day(0), end_date: day(7) }),
  next_30: () => ({ start_date: day(0), end_date: day(30) }),
} as const;
export type QuickRange = keyof typeof QUICK_RANGES;

/**
 * One filter changed: an exact date clears the range, a range date clears the exact date (doc2 §4); a vehicle
 * number is upper-cased.
 */
export function changeFilter(filters: ReportFilters, key: keyof ReportFilters, value: string): ReportFilters {
  const next = { ...filters, [key]: key === 'vehicle_no' ? value.toUpperCase() : value };
  if (key === 'exact_date' && value) return { ...next, start_date: '', end_date: '' };
  if ((key === 'start_date' || key === 'end_date') && value) return { ...next, exact_date: '' };
  return next;
}

/** A quick choice replaces every date filter and keeps the others. */
export const applyQuickRange = (filters: ReportFilters, range: QuickRange): ReportFilters =>
  Object.assign({ ...filters, start_date: '', end_date: '', exact_date: '' }, QUICK_RANGES[range]());

export function filtersFromParams(params: URLSearchParams): ReportFilters {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
}

/** The URL query of filters and page: empty filters and page 1 are left out. */
export function paramsOf(filters: ReportFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!);
  if (page > 1) params.set('page', String(page));
  return params;
}
