/** A Markdown table padded for a terminal: the first `textColumns` columns left-aligned, the others (numbers) right. */
export function markdownTable(head: string[], body: string[][], textColumns: number): string[] {
  const widths = head.map((_, column) => Math.max(...[head, ...body].map((row) => row[column].length)));
  const isText = (column: number) => column < textColumns;
  const line = (row: string[]) => `| ${row.map((cell, column) => (isText(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((w, column) => (isText(column) ? `-${'-'.repeat(w)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...body.map(line)];
}

/** Milliseconds with one decimal; '-' for none. */
export const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : value.toFixed(1));

/** Requests a second: one decimal below 100. */
export const rate = (perSecond: number) => perSecond.toFixed(perSecond < 100 ? 1 : 0);
