import fp from 'fastify-plugin';
import type { preValidationHookHandler } from 'fastify';
import { normaliseFields } from '../../lib/normalise.js';

const normaliseRequest: preValidationHookHandler = (request, _reply, done) => {
  normaliseFields(request.body);
  normaliseFields(request.query);
  done();
};

/** Trims strings, strips mobile prefixes and upper-cases document numbers before any route validates. */
export default fp(
  async (app) => {
    // Appended per route so it runs after a route's own body parsing (multipart fields).
    app.addHook('onRoute', (route) => {
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [...existing, normaliseRequest];
    });
  },
  { name: 'normalise' },
);
