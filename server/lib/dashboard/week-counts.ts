import type { WeekCounts } from '../../../common/dashboard-charts.js';
import { addDays } from '../../../common/record-status.js';

/** A counted group of a chart's query: the week's index from the first week, the key, the count. */
export interface WeekGroup {
  week: number;
  key: string;
  n: number;
}

/** `weeks` weeks from the Monday `first`, each with a zero for every key, filled with the groups counted. */
export function weekCounts<Key extends string>(first: string, weeks: number, keys: readonly Key[], groups: WeekGroup[]): WeekCounts<Key>[] {
  const rows = Array.from({ length: weeks }, (_, week) => ({
    week_start: addDays(first, week * 7),
    counts: Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>,
  }));
  for (const { week, key, n } of groups) rows[week].counts[key as Key] += n;
  return rows;
}
