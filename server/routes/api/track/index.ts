import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseReference } from '../../../lib/desk/references.js';
import { trackRequest } from '../../../lib/desk/tracking.js';
import { RATE_LIMITS, throttled } from '../../../lib/http/rate-limits.js';
import { trackingSchemas as schemas, type TrackQuery } from '../../../schemas/tracking.js';

/** The reference a query is counted under, however it was typed. */
const referenceOf = ({ reference }: typeof TrackQuery.static) => parseReference(reference)?.reference ?? reference.trim();

/** GET /track (public): a request's or inquiry's status and history by its reference and mobile, rate-limited per IP and per reference. */
const track: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/track',
    { schema: schemas.track, ...throttled(app, { ...RATE_LIMITS.track, source: 'query', identifier: referenceOf }) },
    async (request) => trackRequest(app.db, request.query.reference, request.query.mobile),
  );
};
export default track;
