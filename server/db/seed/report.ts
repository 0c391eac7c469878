import type { BulkTable } from './tables.js';

export const formatRate = (count: number, elapsedMs: number) =>
  Math.round(count / Math.max(elapsedMs / 1000, 1e-3)).toLocaleString('en-US');

export function printTableCounts(rows: Record<BulkTable, number>): void {
  for (const [table, count] of Object.entries(rows)) console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en-US').padStart(12)}`);
}
