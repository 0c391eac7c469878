import { writeOut } from '../shared/out.js';
import type { Floor } from './floor.js';
import type { CaseResult } from './report.js';

/** The statement's text with its parameters, short enough to read above its plan. */
const shown = (sql: string, params: unknown[]) => `${sql.replace(/\s+/g, ' ')}\n  -- params: ${JSON.stringify(params).slice(0, 300)}`;

/** Statements that have a plan (not BEGIN, COMMIT, SET, …). */
const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * Writes EXPLAIN (ANALYZE, BUFFERS) of every statement of every case, in the order the request ran them, to
 * bench/out/explain-<time>.txt, and prints each statement's execution time; answers the file.
 */
export async function writePlans(floor: Floor, results: CaseResult[]): Promise<string> {
  const lines: string[] = [];
  for (const result of results) {
    for (const [turn, path] of result.paths.entries()) {
      lines.push(`\n=== ${result.name} (${result.role}) ${path}`);
      for (const statement of result.statements[turn]) {
        if (!EXPLAINABLE.test(statement.sql)) continue;
        const plan = await floor.explain(statement);
        lines.push('', shown(statement.sql, statement.params), ...plan);
        const time = plan.find((line) => line.startsWith('Execution Time'));
        console.log(`  ${result.name} (${result.role}): ${time ?? '?'} — ${statement.sql.replace(/\s+/g, ' ').slice(0, 90)}`);
      }
    }
  }
  return writeOut('explain', new Date(), 'txt', lines.join('\n'));
}
