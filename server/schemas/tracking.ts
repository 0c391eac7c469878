import { Type } from '@sinclair/typebox';
import { Message, Mobile, OneOf, Public } from './common.js';
import { named } from './named.js';

/** Schemas of GET /track, the public follow-up of a service request or document inquiry. */

export const TrackQuery = Type.Object({
  /** SR-2026-000123 or DI-2026-000045 (case, spaces and leading zeros as typed). */
  reference: Type.String({ minLength: 1, maxLength: 30 }),
  mobile: Mobile(),
});

export const Tracked = named('TrackedRequest', Type.Object({
  reference: Type.String(),
  kind: OneOf(['service_request', 'document_inquiry'] as const),
  status: Type.String(),
  submitted_at: Type.String({ format: 'date-time' }),
  /** The statuses it went through, oldest first, the first one its submission. */
  history: Type.Array(Type.Object({ status: Type.String(), at: Type.String({ format: 'date-time' }) })),
}));

export const trackingSchemas = {
  track: { ...Public, querystring: TrackQuery, response: { 200: Tracked, 404: Message } },
};
