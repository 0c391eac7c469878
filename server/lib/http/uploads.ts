import type { preValidationHookHandler } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MIME_TYPES } from '../../../common/options.js';
import { normaliseFields } from './normalise.js';
import type { StoredUpload } from '../storage/index.js';

export type FieldErrors = Record<string, string[]>;

const EXTENSIONS: Record<(typeof UPLOAD_MIME_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
export const FILE_TYPE_MESSAGE = `The file must be a file of type: ${Object.values(EXTENSIONS).join(', ')}.`;

/**
 * The document sent in a form's `file` field, its type read from its content (never its name).
 * Answers null when no file came; adds a message to `errors` when the content is not an allowed type.
 */
export async function readUpload(value: unknown, errors: FieldErrors): Promise<StoredUpload | null> {
  if (value === undefined || value === null) return null;
  const detected = Buffer.isBuffer(value) ? await fileTypeFromBuffer(value) : undefined;
  const ext = detected && EXTENSIONS[detected.mime as keyof typeof EXTENSIONS];
  if (!ext) {
    errors.file = [FILE_TYPE_MESSAGE];
    return null;
  }
  return { buffer: value as Buffer, ext };
}

/**
 * Clears a form body before validation: a required field sent empty is dropped (so it reads 'The … field is
 * required.' alone), an optional one becomes null so it validates and clears the stored value.
 */
export function clearEmptyFields(body: Record<string, unknown>, schema: unknown) {
  const required = new Set((schema as { required?: string[] } | undefined)?.required ?? []);
  for (const [key, value] of Object.entries(body)) {
    const empty = value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0);
    if (empty && required.has(key)) delete body[key];
    else if (empty) body[key] = null;
  }
}

/**
 * preValidation for form bodies (JSON or multipart): trims like every body, renames `field[]` keys and clears
 * empty fields (an empty file part, no file chosen, included) against the route's body schema.
 */
export const prepareFormBody: preValidationHookHandler = (request, _reply, done) => {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    normaliseFields(body);
    for (const [key, value] of Object.entries(body)) {
      if (!key.endsWith('[]')) continue;
      delete body[key];
      body[key.slice(0, -2)] = value;
    }
    clearEmptyFields(body, request.routeOptions.schema?.body);
  }
  done();
};
