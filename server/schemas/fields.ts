import dayjs from 'dayjs';
import { MOBILE_PATTERN } from '../../common/options.js';
import type { FieldErrors } from '../lib/uploads.js';
import { attributeName } from '../lib/validation-messages.js';

/**
 * Field schemas of the citizen-record forms (JSON or multipart). `formBody` makes the optional ones nullable
 * (the app sends '' or null for an empty field; `prepareFormBody` turns '' into null) and words the messages.
 * `:attribute` in a message becomes the field's name.
 */
export interface FieldSchema {
  type: 'string' | 'boolean' | 'array';
  enum?: readonly unknown[];
  errorMessage?: Record<string, string>;
  [keyword: string]: unknown;
}

export type FormValues = Record<string, unknown>;

export const text = (maxLength = 255): FieldSchema => ({ type: 'string', maxLength });
/** Licence, application, chassis, policy… numbers: already upper-cased and stripped of spaces. */
export const documentNumber = (maxLength = 30, pattern = '^[A-Z0-9/-]+$'): FieldSchema => ({ type: 'string', maxLength, pattern });
export const date = (): FieldSchema => ({ type: 'string', format: 'date' });
export const oneOf = (values: readonly string[]): FieldSchema => ({ type: 'string', enum: values });
export const email = (): FieldSchema => ({ type: 'string', format: 'email', maxLength: 255 });
export const flag = (): FieldSchema => ({ type: 'boolean' });
export const mobile = (): FieldSchema => ({
  type: 'string',
  pattern: MOBILE_PATTERN,
  errorMessage: { pattern: 'The :attribute must be exactly 10 digits.' },
});
/** A rupee amount: at least 0, at most 2 decimals (JSON numbers are coerced to text first). */
export const amount = (): FieldSchema => ({
  type: 'string',
  pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$',
  errorMessage: { pattern: 'The :attribute must be a number of at least 0 with at most 2 decimal places.' },
});
/** Several values: an array, or one text joined by commas (coerced to a one-item array). */
export const list = (maxItems: number): FieldSchema => ({ type: 'array', items: { type: 'string', maxLength: 500 }, maxItems });

const TYPE_NAMES: Record<string, string> = { string: 'a string', boolean: 'true or false', array: 'a list' };

/** An object schema over `fields`; optional fields also accept null, and every message names its field. */
export function formBody(fields: Record<string, FieldSchema>, required: readonly string[]) {
  const properties: Record<string, object> = {};
  for (const [name, field] of Object.entries(fields)) {
    const attribute = attributeName(name);
    const isRequired = required.includes(name);
    const messages = { type: `The ${attribute} field must be ${TYPE_NAMES[String(field.type)]}.`, ...field.errorMessage };
    const errorMessage = Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, m.replace(':attribute', attribute)]));
    properties[name] = {
      ...field,
      ...(isRequired && field.type === 'string' && { minLength: 1 }),
      ...(!isRequired && { type: [field.type, 'null'].flat(), ...(field.enum && { enum: [...field.enum, null] }) }),
      errorMessage,
    };
  }
  return { type: 'object', required: [...required], properties } as const;
}

/** `to` may not be before `from` (both yyyy-mm-dd): 'The expiry date must be a date after or equal to issue date.' */
export function checkDateOrder(values: FormValues, from: string, to: string, errors: FieldErrors) {
  const [start, end] = [values[from], values[to]];
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    errors[to] = [`The ${attributeName(to)} must be a date after or equal to ${attributeName(from)}.`];
  }
}

/** A date of the past (birth dates): not after today. */
export function checkNotFuture(values: FormValues, field: string, errors: FieldErrors) {
  const value = values[field];
  if (typeof value === 'string' && value > dayjs().format('YYYY-MM-DD')) {
    errors[field] = [`The ${attributeName(field)} must be a date before or equal to today.`];
  }
}
