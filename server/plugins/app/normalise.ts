import fp from 'fastify-plugin';
import type { preHandlerHookHandler, preValidationHookHandler } from 'fastify';
import { invalidField, notFound } from '../../lib/http/http-errors.js';
import { fieldNotFinite, fieldWithNul, nulMessage, outOfRangeMessage } from '../../lib/http/input-checks.js';
import { normaliseFields } from '../../lib/http/normalise.js';

/** The body's fields; none for a body read as raw bytes (the webhook's, checked against its signature), not walked byte by byte. */
const fieldsOf = (body: unknown) => (Buffer.isBuffer(body) ? undefined : body);

const normaliseRequest: preValidationHookHandler = (request, _reply, done) => {
  const body = fieldsOf(request.body);
  const withNul = fieldWithNul(body) ?? fieldWithNul(request.query);
  if (withNul !== undefined) return done(invalidField(withNul, nulMessage(withNul)));
  normaliseFields(body);
  normaliseFields(request.query);
  done();
};

/** After validation: a path number out of any range names no record (404); a query or body one is refused (422). */
const refuseNonFinite: preHandlerHookHandler = (request, _reply, done) => {
  if (fieldNotFinite(request.params) !== undefined) return done(notFound());
  const field = fieldNotFinite(request.query) ?? fieldNotFinite(fieldsOf(request.body));
  done(field === undefined ? undefined : invalidField(field, outOfRangeMessage(field)));
};

/**
 * Refuses a NUL character in any field (422), then trims strings, strips mobile prefixes and upper-cases document
 * numbers, before any route validates; refuses numbers too large to read once validated.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', refuseNonFinite);
    // Appended per route so it runs after a route's own body parsing (multipart fields).
    app.addHook('onRoute', (route) => {
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...existing, normaliseRequest];
    });
  },
  { name: 'normalise' },
);
