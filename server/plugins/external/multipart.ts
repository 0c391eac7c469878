import multipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '../../../common/options.js';
import { FORM_FIELD_MAX_BYTES, FORM_MAX_BYTES, FORM_MAX_FIELDS, FORM_TOO_LARGE } from '../../lib/http/body-limits.js';
import { asFormBody } from '../../lib/http/body-validation.js';
import { HttpError, invalidField } from '../../lib/http/http-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its multipart file itself, as a stream (the bulk import's large files). */
    streamedUpload?: boolean;
  }
}

export const MALFORMED_FORM = 'The form data is incomplete or malformed.';

/** The fields of a multipart body as `{ name: text | Buffer }`, a repeated name as a list. */
async function readForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const earlier = body[part.fieldname];
    body[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
  }
  return body;
}

/**
 * Reads multipart forms into `request.body` before validation, within the form limits: a body over 6 MB, a file
 * over 5 MB or too many fields answer 413 naming which; a truncated or malformed form answers 422. A route with
 * `config.streamedUpload` reads its parts itself.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: FORM_MAX_FIELDS, parts: FORM_MAX_FIELDS + 1, fieldSize: FORM_FIELD_MAX_BYTES },
    });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || request.routeOptions.config?.streamedUpload) return;
      if (Number(request.headers['content-length']) > FORM_MAX_BYTES) throw new HttpError(413, FORM_TOO_LARGE);
      try {
        request.body = asFormBody(await readForm(request));
      } catch (error) {
        if ((error as FastifyError).statusCode === 413) throw error;
        throw invalidField('body', MALFORMED_FORM);
      }
    });
  },
  { name: 'multipart-forms' },
);
