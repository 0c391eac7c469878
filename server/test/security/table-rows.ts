import type { TestApp } from '../build.js';

let countQuery: string | undefined;

/** Row count of every table of the database, by name (the query is built once from the catalogue). */
export async function countTableRows(t: TestApp): Promise<Record<string, number>> {
  const pool = t.database.pool!;
  if (!countQuery) {
    const { rows } = await pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    countQuery = rows.map(({ name }) => `select '${name}' as name, count(*)::int as rows from "${name}"`).join(' union all ');
  }
  const { rows } = await pool.query<{ name: string; rows: number }>(countQuery);
  return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
}
