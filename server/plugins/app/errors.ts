import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { fromDatabaseError, loggableError } from '../../lib/db-errors.js';
import { HttpError, MESSAGES, invalid } from '../../lib/http-errors.js';
import { fieldErrors } from '../../lib/validation-messages.js';

const CLIENT_STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood.',
  401: MESSAGES[401],
  403: MESSAGES[403],
  404: MESSAGES[404],
  405: 'Method not allowed.',
  413: MESSAGES[413],
  415: 'Unsupported media type.',
  429: MESSAGES[429],
};

/** Converts any thrown error to an HttpError, hiding internals. */
export function toHttpError(error: FastifyError | HttpError | Error): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return invalid(fieldErrors(fastifyError.validation));
  const fromDb = fromDatabaseError(error);
  if (fromDb) return fromDb;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MESSAGES[413]);
  if (status === 400 && fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return new HttpError(400, 'The request body is not valid JSON.');
  if (status >= 400 && status < 500) return new HttpError(status, CLIENT_STATUS_MESSAGES[status] ?? fastifyError.message);
  return new HttpError(500, MESSAGES[500]);
}

/** The one error handler: `{ message, errors? }`, never a stack trace or SQL. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const httpError = toHttpError(error);
      if (httpError.statusCode >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      else request.log.info({ status: httpError.statusCode, message: httpError.message }, 'request refused');
      if (httpError.headers) reply.headers(httpError.headers);
      const body = httpError.errors ? { message: httpError.message, errors: httpError.errors } : { message: httpError.message };
      return reply.status(httpError.statusCode).send(body);
    });
  },
  { name: 'errors' },
);
