import type { TestApp } from '../build.js';

let countsQuery: string | undefined;

/** Counters of attempts, which a refused request adds to by design (the rate limits and lock-outs count it). */
const ATTEMPT_COUNTERS = ['rate_limit_hits', 'unknown_login_attempts'];

/**
 * A query answering one JSON object `{ table: rows }` over every table of the database but the attempt counters
 * (built once from the catalogue, so new tables are counted too).
 */
export async function tableCountsQuery(t: TestApp): Promise<string> {
  if (!countsQuery) {
    const { rows } = await t.database.pool!.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts = rows.filter(({ name }) => !ATTEMPT_COUNTERS.includes(name)).map(({ name }) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
    countsQuery = `select json_object_agg(name, n) from (${counts}) counts`;
  }
  return countsQuery;
}

/** Row count of every table, by name. */
export async function countTableRows(t: TestApp): Promise<Record<string, number>> {
  const { rows } = await t.database.pool!.query<{ counts: Record<string, number> }>(`select (${await tableCountsQuery(t)}) as counts`);
  return rows[0].counts;
}
