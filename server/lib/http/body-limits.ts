import { UPLOAD_MAX_BYTES } from '../../../common/options.js';

/** How large a request may be (decisions.md §Files; README §Operations). */

/** JSON (and any other non-form) body. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** A public form (service request, document inquiry): a few short fields. */
export const PUBLIC_FORM_MAX_BYTES = 16 * 1024;
export const PUBLIC_FORM_TOO_LARGE = `The request body may not be greater than ${PUBLIC_FORM_MAX_BYTES / 1024} KB.`;
/** A whole multipart form: one document plus its text fields. */
export const FORM_MAX_BYTES = 6 * 1024 * 1024;
export const FORM_MAX_FIELDS = 50;
/** One text field of a form; the longest the schemas allow is far below. */
export const FORM_FIELD_MAX_BYTES = 20 * 1024;

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** The 413 message naming what was too large, by the error code Fastify or @fastify/multipart raised. */
export const TOO_LARGE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body may not be greater than ${JSON_BODY_MAX_BYTES / 1024} KB.`,
  FST_REQ_FILE_TOO_LARGE: `The file may not be greater than ${megabytes(UPLOAD_MAX_BYTES)}.`,
  FST_FIELDS_LIMIT: `The form may not have more than ${FORM_MAX_FIELDS} fields.`,
  FST_PARTS_LIMIT: `The form may not have more than ${FORM_MAX_FIELDS} fields.`,
  FST_FILES_LIMIT: 'The form may carry only one file.',
};
export const FORM_TOO_LARGE = `The form may not be greater than ${megabytes(FORM_MAX_BYTES)} (a file of up to ${megabytes(UPLOAD_MAX_BYTES)} and its fields).`;
export const REQUEST_TOO_LARGE = 'The request is too large.';
