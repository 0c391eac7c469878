import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Column, getTableColumns, type Table } from 'drizzle-orm';
import { snakeCase } from '../lib/citizens/row-json.js';
import { Nullable, PageMetaSchema } from './common.js';

/**
 * The answers the API document names (components.schemas): each registered once with fastify.addSchema
 * (plugins/external/api-docs.ts) under its name, and referenced by the routes, which Fastify then serialises with.
 */
export const NAMED_SCHEMAS: TSchema[] = [];

/** Names `schema` in the document: a reference to it, typed as it. */
export function named<T extends TSchema>(name: string, schema: T) {
  NAMED_SCHEMAS.push({ ...schema, $id: name });
  return Type.Unsafe<Static<T>>(Type.Ref(name));
}

/** The `meta` of every paged list. */
const PageMeta = named('PageMeta', PageMetaSchema);

/** A named page of `row`s: `{data, meta}` (decisions.md §API conventions). */
export const namedPage = <T extends TSchema>(name: string, row: T) => named(name, Type.Object({ data: Type.Array(row), meta: PageMeta }));

/** What a column holds as the API writes it (row-json.ts): timestamps as ISO text, numeric as text (no rounding). */
function columnAnswer(column: Column): TSchema {
  const values = (column as Column & { enumValues?: string[] }).enumValues;
  switch (column.columnType) {
    case 'PgTimestamp':
      return Type.String({ format: 'date-time' });
    case 'PgDateString':
      return Type.String({ format: 'date' });
    case 'PgNumeric':
      return Type.String();
    case 'PgBoolean':
      return Type.Boolean();
    case 'PgJsonb':
      return Type.Unknown({ description: 'Any JSON value, null included.' });
    case 'PgArray':
      return Type.Array(Type.String());
    default:
      if (column.dataType === 'number') return Type.Integer();
      return values?.length ? Type.Unsafe<string>({ type: 'string', enum: values }) : Type.String();
  }
}

/**
 * A row of `table` as the API answers it: its columns by their snake_case names (nullable as the column is), less
 * `omit`, with `extra` fields beside them.
 */
export function rowAnswer<P extends Record<string, TSchema>>(table: Table, extra: P = {} as P, omit: string[] = []) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key));
  const properties = Object.fromEntries(
    columns.map(([key, column]) => [snakeCase(key), column.notNull || column.columnType === 'PgJsonb' ? columnAnswer(column) : Nullable(columnAnswer(column))]),
  );
  return Type.Object({ ...properties, ...extra });
}
