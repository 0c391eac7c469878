import { and, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_FIELDS, IMPORT_FIELD_NAMES } from '../../../common/import-fields.js';
import { HEADER_SYNONYMS } from '../../../common/import-headers.js';
import type { Db } from '../../db/client.js';
import { importMappings } from '../../db/schema/index.js';
import type { FieldErrors } from '../http/uploads.js';

export type Mapping = Record<string, string | null>;

/** A header as compared: lower case, spaces for underscores, hyphens, dots and brackets, single spaces. */
export const headerKey = (header: string) =>
  header.normalize('NFKC').toLowerCase().replace(/[\s_\-./()'’:]+/g, ' ').trim();

/** Every known way of writing each field's header, by its key: the field's name, its labels and the offices' synonyms. */
const GUESSES: ReadonlyMap<string, string> = new Map(
  IMPORT_FIELDS.flatMap((field) => [field.name, field.en, field.hi, ...(HEADER_SYNONYMS[field.name] ?? [])].map((header) => [headerKey(header), field.name] as const)),
);

/** The field a header names, when it is a field's name, label or a known synonym. */
export const guessField = (header: string) => GUESSES.get(headerKey(header)) ?? null;

/** The user's saved field for each of these headers (by header key). */
async function rememberedFields(db: Db, userId: number, headers: string[]): Promise<Map<string, string | null>> {
  const keys = [...new Set(headers.map(headerKey))];
  if (!keys.length) return new Map();
  const rows = await db
    .select({ header: importMappings.header, field: importMappings.field })
    .from(importMappings)
    .where(and(eq(importMappings.userId, userId), inArray(importMappings.header, keys)));
  return new Map(rows.map((row) => [row.header, row.field]));
}

/**
 * The mapping of a file's headers: the user's last saved choice for a header, else the guess. A field guessed for
 * two headers goes to the first only.
 */
export async function proposedMapping(db: Db, userId: number, headers: string[]): Promise<Mapping> {
  const remembered = await rememberedFields(db, userId, headers);
  const mapping: Mapping = {};
  const taken = new Set<string>();
  for (const header of headers) {
    const key = headerKey(header);
    const field = remembered.has(key) ? remembered.get(key)! : guessField(header);
    const free = field && IMPORT_FIELD_NAMES.includes(field) && !taken.has(field) ? field : null;
    if (free) taken.add(free);
    mapping[header] = free;
  }
  return mapping;
}

/** A mapping sent by the user: every header of the file, each to a field or null, no field twice (422 messages otherwise). */
export function mappingErrors(headers: string[], mapping: Mapping): FieldErrors {
  const errors: string[] = [];
  const unknownHeaders = Object.keys(mapping).filter((header) => !headers.includes(header));
  if (unknownHeaders.length) errors.push(`The file has no column ${unknownHeaders.map((h) => `'${h}'`).join(', ')}.`);
  const bySource = new Map<string, string[]>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field === null) continue;
    if (!IMPORT_FIELD_NAMES.includes(field)) errors.push(`'${field}' is not a field of the import.`);
    else bySource.set(field, [...(bySource.get(field) ?? []), header]);
  }
  for (const [field, sources] of bySource) {
    if (sources.length > 1) errors.push(`The field ${field} is mapped from more than one column: ${sources.map((h) => `'${h}'`).join(', ')}.`);
  }
  return errors.length ? { mapping: errors } : {};
}

/** Saves the user's choice for each header, for their next file. */
export async function rememberMapping(db: Db, userId: number, mapping: Mapping): Promise<void> {
  const rows = Object.entries(mapping).map(([header, field]) => ({ userId, header: headerKey(header), field }));
  const unique = [...new Map(rows.map((row) => [row.header, row])).values()];
  if (!unique.length) return;
  await db
    .insert(importMappings)
    .values(unique)
    .onConflictDoUpdate({ target: [importMappings.userId, importMappings.header], set: { field: sql`excluded.field`, updatedAt: sql`now()` } });
}
