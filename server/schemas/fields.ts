import {
  isLicenceNumber, isRegistrationNumber, LICENCE_NUMBER_LENGTH, LICENCE_NUMBER_SHAPE, REGISTRATION_PATTERN, latestRecordStart, PAST_DATE_FIELDS, RECORD_START_FIELDS, START_AHEAD_DAYS, todayInIndia, TEXT_LIMITS,
} from '../../common/rules.js';
import type { FieldErrors } from '../lib/http/uploads.js';
import { attributeName } from '../../common/field-names.js';
import { MOBILE_RULES } from './mobile.js';
import { INT_MAX } from './common.js';

/**
 * Field schemas of the citizen-record forms (JSON or multipart). `formBody` makes the optional ones nullable
 * (the app sends '' or null for an empty field; `prepareFormBody` turns '' into null) and words the messages.
 * `:attribute` in a message becomes the field's name.
 */
export interface FieldSchema {
  type: 'string' | 'boolean' | 'array' | readonly ['array', 'string'] | readonly ['string', 'number'];
  enum?: readonly unknown[];
  errorMessage?: Record<string, string>;
  [keyword: string]: unknown;
}

export type FormValues = Record<string, unknown>;

export const text = (maxLength: number = TEXT_LIMITS.text): FieldSchema => ({ type: 'string', maxLength });
/** Licence, application, chassis, policy… numbers: already upper-cased and stripped of spaces. */
export const documentNumber = (maxLength = 30, pattern = '^[A-Z0-9/-]+$'): FieldSchema => ({ type: 'string', maxLength, pattern });
export const date = (): FieldSchema => ({ type: 'string', format: 'date' });
export const oneOf = (values: readonly string[]): FieldSchema => ({ type: 'string', enum: values });
export const email = (): FieldSchema => ({ type: 'string', format: 'email', maxLength: 255 });
export const flag = (): FieldSchema => ({ type: 'boolean' });
export const mobile = (): FieldSchema => ({ type: 'string', ...MOBILE_RULES });
/** The largest rupee amount a record stores (numeric(12, 2)). */
const AMOUNT_MAX = 9_999_999_999.99;
/** A rupee amount: at least 0, at most 2 decimals, as a JSON number or as text (a form's field). */
export const amount = (): FieldSchema => ({
  type: ['string', 'number'],
  pattern: '^[0-9]{1,10}(\\.[0-9]{1,2})?$',
  minimum: 0,
  maximum: AMOUNT_MAX,
  multipleOf: 0.01,
  errorMessage: {
    pattern: 'The :attribute must be a number of at least 0 with at most 2 decimal places.',
    minimum: 'The :attribute must be a number of at least 0 with at most 2 decimal places.',
    maximum: 'The :attribute must be a number of at least 0 with at most 2 decimal places.',
    multipleOf: 'The :attribute must be a number of at least 0 with at most 2 decimal places.',
  },
});
/** Several values: an array, or one text joined by commas (as a GET answers them, so an update can send them back). */
export const list = (maxItems: number): FieldSchema => ({ type: ['array', 'string'], items: { type: 'string', maxLength: 500 }, maxItems, maxLength: 500 });

const TYPE_NAMES: Record<string, string> = { string: 'a string', boolean: 'true or false', array: 'a list', 'array,string': 'a list or a text', 'string,number': 'a number' };

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

/**
 * A create's `source_message_id` (Save to record): the WhatsApp message whose stored image or PDF becomes the new row's
 * document in place of an upload.
 */
export const withSourceMessage = (body: ReturnType<typeof formBody>) => ({
  ...body,
  properties: {
    ...body.properties,
    source_message_id: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX, errorMessage: 'The source message must be the id of a message a citizen sent.' },
  },
});

/** `to` may not be before `from` (both yyyy-mm-dd): 'The expiry date must be a date after or equal to issue date.' */
export function checkDateOrder(values: FormValues, from: string, to: string, errors: FieldErrors) {
  const [start, end] = [values[from], values[to]];
  if (typeof start === 'string' && typeof end === 'string' && end < start) {
    errors[to] = [`The ${attributeName(to)} must be a date after or equal to ${attributeName(from)}.`];
  }
}

/** Whether a write sets the field to a value other than the stored one (a create writes every field it sends). */
export type Written = (field: string) => boolean;
export const writtenBy = (body: FormValues, stored: FormValues = {}): Written => (field) =>
  body[field] !== undefined && body[field] !== null && body[field] !== stored[field];

/**
 * Birth and licence issue dates written (decisions.md §Records): not after today in India ('The date of birth must not
 * be in the future.'); before 1900 the `date` format refuses them. A stored date left as it was is not checked again.
 */
export function checkPastDates(values: FormValues, written: Written, errors: FieldErrors) {
  checkLatestDates(values, written, errors, PAST_DATE_FIELDS, todayInIndia(), 'must not be in the future.');
}

/** A compliance record's start written: at most START_AHEAD_DAYS after today in India (a renewal bought early). */
export function checkRecordStarts(values: FormValues, written: Written, errors: FieldErrors) {
  checkLatestDates(values, written, errors, RECORD_START_FIELDS, latestRecordStart(), `must not be more than ${START_AHEAD_DAYS} days ahead.`);
}

function checkLatestDates(values: FormValues, written: Written, errors: FieldErrors, fields: readonly string[], latest: string, rule: string) {
  for (const field of fields) {
    const value = values[field];
    if (written(field) && typeof value === 'string' && value > latest) errors[field] = [`The ${attributeName(field)} ${rule}`];
  }
}

export const REGISTRATION_MESSAGE = 'The :attribute must be a registration number such as CG04AB1234, 22BH1234AA or CG04T1234.';
const LICENCE_MESSAGE = 'The :attribute must be a license number such as CG04/0000001/2016 or CG0420160000001.';

/** A new LL or DL number: the shape checkNumbers holds it to, told by the schema (and so the document) too. */
export const licenceNumber = (): FieldSchema => ({
  type: 'string',
  minLength: LICENCE_NUMBER_LENGTH.min,
  maxLength: LICENCE_NUMBER_LENGTH.max,
  pattern: LICENCE_NUMBER_SHAPE,
  errorMessage: { pattern: LICENCE_MESSAGE, minLength: LICENCE_MESSAGE, maxLength: LICENCE_MESSAGE },
});
/** A new registration number (decisions.md §Records), as checkNumbers holds it. */
export const registrationNumber = (): FieldSchema => ({ ...documentNumber(15, REGISTRATION_PATTERN), errorMessage: { pattern: REGISTRATION_MESSAGE } });
/** A number on an update: a stored one that breaks today's shape saves unchanged; a changed one must have the shape. */
export const storedNumber = (maxLength: number, pattern: string): FieldSchema => ({
  ...documentNumber(maxLength, '^[A-Z0-9/-]+$'),
  description: `Unchanged, any stored number; a new one must match ${pattern}.`,
});
const NUMBER_RULES: Record<string, { valid: (value: string) => boolean; message: string }> = {
  registration_no: { valid: isRegistrationNumber, message: REGISTRATION_MESSAGE },
  ll_no: { valid: isLicenceNumber, message: LICENCE_MESSAGE },
  dl_no: { valid: isLicenceNumber, message: LICENCE_MESSAGE },
};

/**
 * Registration, LL and DL numbers written have the shapes of decisions.md §Records; an old number that breaks them
 * still saves unchanged.
 */
export function checkNumbers(values: FormValues, written: Written, errors: FieldErrors) {
  for (const [field, rule] of Object.entries(NUMBER_RULES)) {
    const value = values[field];
    if (written(field) && typeof value === 'string' && !rule.valid(value)) {
      errors[field] = [rule.message.replace(':attribute', attributeName(field))];
    }
  }
}
