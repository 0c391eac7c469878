import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A public form's 201: the created row, or the answer stored for its `Idempotency-Key` when it was sent before (marked
 * `Idempotent-Replayed: true`; nothing new for the outbox then).
 */
export function sendCreated<T>(app: FastifyInstance, reply: FastifyReply, { answer, replayed }: { answer: T; replayed: boolean }) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  else app.outbox.wake();
  return reply.status(201).send(answer);
}
