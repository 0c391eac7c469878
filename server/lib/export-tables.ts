import { is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.js';

/** One table as the data export offers it: its columns without secrets, and the key it is paged and ordered by. */
export interface ExportTable {
  name: string;
  columns: string[];
  key: string;
}

/**
 * Never exported (decisions.md §Export and backup): the tables of secrets (token hashes, reset tokens) and the
 * derived tables the triggers rebuild (`row_counts`, `current_documents`) and the shared counters of the rate limits
 * and lock-outs (`rate_limit_hits`, `unknown_login_attempts`); the backup holds them all.
 */
const HIDDEN_TABLES = new Set(['api_tokens', 'password_resets', 'row_counts', 'current_documents', 'rate_limit_hits', 'unknown_login_attempts']);
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
      const columns = stored.map(nameOf).filter((name) => !SECRET_COLUMN.test(name));
      return [config.name, { name: config.name, columns, key: nameOf(key) }] as const;
    })
    .sort(([a], [b]) => a.localeCompare(b)),
);
