import { is, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';

/** One table as the data export offers it: its columns without secrets, and the key it is paged and ordered by. */
export interface ExportTable {
  name: string;
  columns: string[];
  key: string;
  /** How a column's values are written when not as stored text: a date dd-mm-yyyy, a moment in India's time. */
  formats: Record<string, ColumnFormat>;
}

/** A date, a moment (with its zone) or a moment already in the office's time (without one). */
export type ColumnFormat = 'date' | 'moment' | 'localMoment';

/** The written form of a column of this SQL type, if not its stored text. */
function formatOf(sqlType: string): ColumnFormat | undefined {
  if (sqlType === 'date') return 'date';
  if (sqlType.startsWith('timestamp')) return sqlType.includes('with time zone') ? 'moment' : 'localMoment';
  return undefined;
}

/**
 * Never exported (decisions.md §Export and backup): the tables of secrets (token hashes, reset tokens, calendar
 * feed secrets), the derived tables the triggers rebuild (`row_counts`, `current_documents`, `vehicle_compliance`,
 * `citizen_names`), the counters of the request references (`request_references`, rebuilt from the references by
 * sync_request_references()), the shared counters of the rate limits and lock-outs (`rate_limit_hits`,
 * `unknown_login_attempts`), the staged rows of bulk imports (`import_rows`, working data) and the public forms' replayable
 * answers (`idempotency_keys`); the backup holds them all.
 */
const HIDDEN_TABLES = new Set([
  'api_tokens', 'password_resets', 'calendar_feeds', 'row_counts', 'current_documents', 'vehicle_compliance', 'citizen_names',
  'request_references', 'rate_limit_hits', 'unknown_login_attempts', 'import_rows', 'idempotency_keys',
]);
/** Columns that hold or lead to a secret, in any table present or future. */
const SECRET_COLUMN = /password|token|secret/i;

/** Every exportable table of the schema, by name, with a single-column primary key to page by. */
export const EXPORT_TABLES: ReadonlyMap<string, ExportTable> = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => !HIDDEN_TABLES.has(config.name))
    .map((config) => {
      // Generated columns (citizens' search text) are derived; names follow the database's snake_case.
      const stored = config.columns.filter((column) => !column.generated);
      const nameOf = (column: (typeof stored)[number]) => (column.keyAsName ? toSnakeCase(column.name) : column.name);
      const key = stored.find((column) => column.primary);
      if (!key) throw new Error(`Exported table ${config.name} has no single-column primary key`);
      const kept = stored.filter((column) => !SECRET_COLUMN.test(nameOf(column)));
      const formats: Record<string, ColumnFormat> = {};
      for (const column of kept) {
        const format = formatOf(column.getSQLType());
        if (format) formats[nameOf(column)] = format;
      }
      return [config.name, { name: config.name, columns: kept.map(nameOf), key: nameOf(key), formats }] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** A table's rows and its size on disk with its indexes and TOAST, as the data export lists it. */
export interface ExportTableSize {
  name: string;
  /** Counted when the table is small, else PostgreSQL's estimate; null for a large table never analysed. */
  rows: number | null;
  bytes: number;
}

/** Tables up to this size (heap only) are counted: a count reads at most this much. */
const COUNTED_BYTES = 1024 * 1024;

/**
 * The exportable tables with their rows and size, A to Z, without reading a large table: its rows are the planner's
 * own estimate (`reltuples` per page of the last analyse, times the pages it has now), so the answer is as quick at
 * a million citizens as at ten.
 */
export async function exportTableSizes(db: Db): Promise<ExportTableSize[]> {
  const names = [...EXPORT_TABLES.keys()];
  const sizes = await queryRows<{ name: string; bytes: string; heap: string; estimate: string | null }>(
    db,
    sql`select c.relname as name, pg_total_relation_size(c.oid) as bytes, pg_relation_size(c.oid) as heap,
        case when c.relpages > 0 and c.reltuples >= 0
          then round(c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int)) end as estimate
      from pg_class c where c.oid in (${sql.join(names.map((name) => sql`${name}::regclass`), sql`, `)})`,
  );
  const small = sizes.filter((size) => Number(size.heap) <= COUNTED_BYTES);
  const counted = small.length
    ? await queryRows<{ name: string; rows: string }>(
        db,
        sql.join(small.map(({ name }) => sql`select ${name} as name, count(*) as rows from ${sql.identifier(name)}`), sql` union all `),
      )
    : [];
  const counts = new Map(counted.map((row) => [row.name, Number(row.rows)]));
  const byName = new Map(sizes.map((size) => [size.name, size]));
  return names.map((name) => {
    const { bytes, estimate } = byName.get(name)!;
    return { name, rows: counts.get(name) ?? (estimate === null ? null : Number(estimate)), bytes: Number(bytes) };
  });
}
