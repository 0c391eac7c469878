import { attributeName } from '../../../common/field-names.js';

/** Checks on every request's input that no schema can express once for all routes. */

/**
 * The top-level field of a body or query holding a text with a NUL character (which PostgreSQL cannot store),
 * looking inside lists and objects; undefined when there is none.
 */
export function fieldWithNul(input: unknown): string | undefined {
  if (!input || typeof input !== 'object' || Buffer.isBuffer(input)) return undefined;
  return Object.entries(input).find(([, value]) => containsNul(value))?.[0];
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.values(value).some(containsNul);
}

export const nulMessage = (field: string) => `The ${attributeName(field)} field contains an invalid character.`;

/**
 * The top-level field holding a number that is not finite. Ajv turns a numeric text too large for a double ('1e400')
 * into Infinity and lets it pass `integer` and `maximum`; nothing else yields such a number.
 */
export function fieldNotFinite(input: unknown): string | undefined {
  if (!input || typeof input !== 'object') return undefined;
  return Object.entries(input).find(([, value]) => typeof value === 'number' && !Number.isFinite(value))?.[0];
}

export const outOfRangeMessage = (field: string) => `The ${attributeName(field)} field is out of range.`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

/**
 * The `date` format of every schema: yyyy-mm-dd naming a day that exists, in the years 1900 to 2999 (no birth,
 * licence or policy the desk handles falls outside; PostgreSQL itself refuses year 0000).
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
