import { Column, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { COLUMN_CASING } from '../../db/client.js';
import type { FileStore } from '../storage/index.js';

const snakeCaseKeys = new Map<string, string>();
/** camelCase → snake_case, remembered per key (a page of a thousand rows converts the same few keys). */
export function snakeCase(key: string): string {
  let snake = snakeCaseKeys.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    snakeCaseKeys.set(key, snake);
  }
  return snake;
}
export const camelCase = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A database row (camelCase keys) as API JSON (snake_case keys). */
export function rowJson(row: object): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[snakeCase(key)] = value instanceof Date ? value.toISOString() : value;
  return json;
}

/** rowJson with a signed `file_url` beside the row's `file_path`. */
export const rowJsonWithFile = (row: object, files: FileStore) => withFileUrl(rowJson(row), files);

/** The named fields of a request body (snake_case) as column values (camelCase); absent fields are left out. */
export function columnValues(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (body[field] !== undefined) values[camelCase(field)] = body[field];
  return values;
}

/** A timestamp as the API writes it (ISO 8601 UTC with milliseconds), formatted by the database: no Date per value. */
export const isoTime = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A column's value as rowJson writes it: timestamps in ISO 8601, numeric as a string (no float rounding). */
function jsonValue(column: AnyPgColumn): SQL | AnyPgColumn {
  if (column.columnType === 'PgTimestamp') return isoTime(column);
  if (column.columnType === 'PgNumeric') return sql`${column}::text`;
  return column;
}

const dialect = new PgDialect({ casing: COLUMN_CASING });

/** A string of our own (a key, a label, a date we formatted) as an SQL literal: text that writtenOnce may keep. */
export const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);

/**
 * A fragment without parameters written out as SQL text once, to be kept and reused: drizzle writes a fragment anew in
 * every statement that holds it, a few microseconds a column.
 */
export function writtenOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length) throw new Error(`writtenOnce: the fragment holds parameters: ${text}`);
  return sql.raw(text);
}

const rowObjects = new WeakMap<PgTable, SQL>();

/**
 * A row of `table` as the JSON object rowJson makes of it (snake_case keys), built by the database; written once per
 * table (writing a table's dozen columns anew took ~0.04 ms, and all-details names ten tables).
 */
export function rowObject(table: PgTable): SQL {
  let object = rowObjects.get(table);
  if (!object) {
    const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => sql`${literal(snakeCase(key))}, ${jsonValue(column)}`);
    object = writtenOnce(sql`json_build_object(${sql.join(pairs, sql`, `)})`);
    rowObjects.set(table, object);
  }
  return object;
}

/** The columns of an answer as drizzle's select takes them: a column, or the columns of a joined row under one key. */
export type AnswerColumns = Record<string, AnyPgColumn | Record<string, AnyPgColumn>>;

const answerPairs = new WeakMap<AnswerColumns, SQL>();

/** The key/value pairs of an answer's JSON object, written once per answer; a joined row is null when its first column is. */
function pairsOf(columns: AnswerColumns): SQL {
  let pairs = answerPairs.get(columns);
  if (!pairs) {
    const value = (column: AnswerColumns[string]): SQL | AnyPgColumn => {
      if (is(column, Column)) return jsonValue(column);
      const [first] = Object.values(column);
      return sql`case when ${first} is null then null else json_build_object(${pairsOf(column)}) end`;
    };
    pairs = writtenOnce(sql.join(Object.entries(columns).map(([key, column]) => sql`${literal(key)}, ${value(column)}`), sql`, `));
    answerPairs.set(columns, pairs);
  }
  return pairs;
}

/**
 * A row as the JSON object the select of `columns` answers (timestamps in ISO 8601), built by the database, with
 * `computed` values after its columns.
 */
export function answerObject(columns: AnswerColumns, computed: Record<string, SQL> = {}): SQL {
  const extra = Object.entries(computed).map(([key, value]) => sql`, ${literal(key)}, ${value}`);
  return sql`json_build_object(${pairsOf(columns)}${sql.join(extra)})`;
}

/**
 * The rows of `table` matching `where`, in `order`, as one JSON array (a scalar subquery; `[]` when none), with
 * `computed` values (snake_case keys) beside each row's columns.
 */
export function rowsArray(table: PgTable, where: SQL | undefined, order: SQL[], computed: Record<string, SQL> = {}) {
  const pairs = Object.entries(computed).map(([key, value]) => sql`${literal(key)}, ${value}`);
  const object = pairs.length ? sql`(${rowObject(table)}::jsonb || jsonb_build_object(${sql.join(pairs, sql`, `)}))` : rowObject(table);
  return sql`(select coalesce(json_agg(${object} order by ${sql.join(order, sql`, `)}), '[]') from ${table} where ${where ?? sql`true`})`;
}

/** A row (API JSON) with a signed `file_url` beside its `file_path`, if it has one. */
export async function withFileUrl<T extends Record<string, unknown>>(row: T, files: FileStore): Promise<T> {
  return 'file_path' in row ? { ...row, file_url: await files.signedUrl(row.file_path as string | null) } : row;
}

/** Rows (API JSON) with a signed `file_url` beside each `file_path`. */
export const withFileUrls = <T extends Record<string, unknown>>(rows: T[], files: FileStore): Promise<T[]> =>
  Promise.all(rows.map((row) => withFileUrl(row, files)));
