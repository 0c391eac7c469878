import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_FORM_MAX_BYTES, PUBLIC_FORM_TOO_LARGE } from '../http/body-limits.js';
import { HttpError } from '../http/http-errors.js';
import { throttled } from '../http/rate-limits.js';

/** A body over 16 KB is refused before it is read, whatever its encoding (JSON or multipart). */
async function refuseLargeBody(request: FastifyRequest) {
  if (Number(request.headers['content-length']) > PUBLIC_FORM_MAX_BYTES) throw new HttpError(413, PUBLIC_FORM_TOO_LARGE);
}

/**
 * Route options of a public form (anyone may send it): rate-limited per client IP and per phone (429 with Retry-After),
 * bodies over 16 KB refused with 413.
 */
export function publicForm<Body>(app: FastifyInstance, limits: { perIp: number; perIdentifier: number }, phoneOf: (body: Body) => string) {
  return { ...throttled(app, { ...limits, identifier: phoneOf }), bodyLimit: PUBLIC_FORM_MAX_BYTES, onRequest: refuseLargeBody };
}
