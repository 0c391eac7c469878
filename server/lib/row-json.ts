import type { FileStore } from './storage.js';

const snakeCaseKeys = new Map<string, string>();
/** camelCase → snake_case, remembered per key (a page of a thousand rows converts the same few keys). */
function snakeCase(key: string): string {
  let snake = snakeCaseKeys.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    snakeCaseKeys.set(key, snake);
  }
  return snake;
}
export const camelCase = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A database row (camelCase keys) as API JSON (snake_case keys); rows with a file get a signed `file_url`. */
export function rowJson(row: object, files?: FileStore): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) json[snakeCase(key)] = value instanceof Date ? value.toISOString() : value;
  if (files && 'filePath' in row) json.file_url = files.signedUrl(row.filePath as string | null);
  return json;
}

/** The named fields of a request body (snake_case) as column values (camelCase); absent fields are left out. */
export function columnValues(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) if (body[field] !== undefined) values[camelCase(field)] = body[field];
  return values;
}
