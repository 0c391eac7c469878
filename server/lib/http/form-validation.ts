import { Ajv, type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import type { FieldErrors } from './uploads.js';
import { isCalendarDate } from './input-checks.js';
import { clearEmptyFields } from './uploads.js';
import { fieldWithNul, nulMessage } from './input-checks.js';
import { normaliseFields } from './normalise.js';
import { fieldErrors } from './validation-messages.js';

/** How every route's schema is read (the app's validator) and how the import checks its rows: one set of options. */
export const AJV_OPTIONS = {
  allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, allowUnionTypes: true,
  // A multiple of 0.01 checked to 9 places: 0.29 / 0.01 is 28.999999999999996 in floating point.
  multipleOfPrecision: 9,
} as const satisfies Options;
/** ajv-errors' custom messages; after ajv-formats, which would otherwise put back its own `date`. */
export const AJV_PLUGINS = [ajvErrors as never];
export const addDateFormat = (ajv: Ajv) => ajv.addFormat('date', isCalendarDate);

let standalone: Ajv | undefined;

/** An Ajv like the app's (same options, formats and messages), for validating outside a request. */
function formAjv(): Ajv {
  if (standalone) return standalone;
  const ajv = new Ajv(AJV_OPTIONS);
  (addFormats as unknown as (ajv: Ajv) => void)(ajv);
  (ajvErrors as unknown as (ajv: Ajv) => void)(ajv);
  addDateFormat(ajv);
  standalone = ajv;
  return ajv;
}

/**
 * A form body checked as a route checks it: a NUL character refused, values trimmed and numbers normalised, empty
 * fields cleared, then the body schema with the app's messages. Answers the cleaned body (coerced in place) and the
 * messages by field (none when valid).
 */
export function formValidator(schema: object) {
  const validate = formAjv().compile(schema);
  return (body: Record<string, unknown>): FieldErrors => {
    const withNul = fieldWithNul(body);
    if (withNul !== undefined) return { [withNul]: [nulMessage(withNul)] };
    normaliseFields(body);
    clearEmptyFields(body, schema);
    return validate(body) ? {} : fieldErrors((validate.errors ?? []) as never);
  };
}
