import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_TOO_LARGE, TOO_LARGE_MESSAGES } from '../../lib/http/body-limits.js';
import { fromDatabaseError, loggableError } from '../../lib/http/db-errors.js';
import { HttpError, MESSAGES, invalid, notFound } from '../../lib/http/http-errors.js';
import { fieldErrors } from '../../lib/http/validation-messages.js';

const BAD_REQUEST = 'The request could not be understood.';

const CLIENT_STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST,
  401: MESSAGES[401],
  403: MESSAGES[403],
  404: MESSAGES[404],
  405: 'Method not allowed.',
  413: REQUEST_TOO_LARGE,
  415: 'Unsupported media type.',
  429: MESSAGES[429],
};

/** A path id below 1 or past the largest id names no record: 404, like an id that does not exist. */
const isIdOutOfRange = ({ validation, validationContext }: FastifyError) =>
  validationContext === 'params' && validation!.every((e) => e.keyword === 'minimum' || e.keyword === 'maximum');

/** Converts any thrown error to an HttpError, hiding internals. */
export function toHttpError(error: FastifyError | HttpError | Error): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return isIdOutOfRange(fastifyError) ? notFound() : invalid(fieldErrors(fastifyError.validation));
  const fromDb = fromDatabaseError(error);
  if (fromDb) return fromDb;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) return new HttpError(413, TOO_LARGE_MESSAGES[fastifyError.code] ?? REQUEST_TOO_LARGE);
  if (status === 400 && fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY')
    return new HttpError(400, 'The request body is not valid JSON.');
  if (status >= 400 && status < 500) return new HttpError(status, CLIENT_STATUS_MESSAGES[status] ?? fastifyError.message);
  return new HttpError(500, MESSAGES[500]);
}

/** Errors Fastify answers before any route runs (a path that is not valid URL encoding): `{ message }` too. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = toHttpError(error);
  reply.status(statusCode).send({ message });
}

/** Requests Node's HTTP parser refuses (headers over 16 KB: 431; unparsable: 400), answered `{ message }` on the socket. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long.']
        : [400, BAD_REQUEST];
  const body = JSON.stringify({ message });
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}`;
  socket.end(`${head}\r\n\r\n${body}`);
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
