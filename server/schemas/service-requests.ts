import { TEXT_LIMITS } from '../../common/rules.js';
import { Type } from '@sinclair/typebox';
import { REQUEST_STATUSES, SERVICE_CATEGORIES, SERVICES_BY_CATEGORY } from '../../common/options.js';
import { Public, DeskListQuery, Id, IdempotencyHeaders, IdParams, Mobile, Nullable, OneOf, OptionalText, RequiredText, StatusBody, StatusListQuery } from './common.js';
import { named, namedPage } from './named.js';

/** Schemas of the service-request routes (lists.md §Service requests). */

const SERVICE_KEYS = Object.values(SERVICES_BY_CATEGORY).flatMap((services) => services.map(({ key }) => key));

export const ServiceRequestBody = Type.Object({
  category: OneOf(SERVICE_CATEGORIES),
  services: Type.Optional(
    Type.Array(OneOf(SERVICE_KEYS), {
      maxItems: SERVICE_KEYS.length,
      uniqueItems: true,
      description: 'Required, at least one of the category\'s services, unless the category is `other`, which takes none (then `query` is required).',
    }),
  ),
  contact_name: RequiredText(),
  contact_phone: Mobile(),
  query: OptionalText(TEXT_LIMITS.query),
});

export const ServiceRequest = named('ServiceRequest', Type.Object({
  id: Id,
  /** What the visitor tracks it by (GET /track) and quotes to the office: SR-2026-000123. */
  reference: Type.String(),
  category: OneOf(SERVICE_CATEGORIES),
  services: Type.Array(Type.String()),
  query: Nullable(Type.String()),
  contact_name: Type.String(),
  contact_phone: Type.String(),
  status: OneOf(REQUEST_STATUSES),
  created_at: Type.String({ format: 'date-time' }),
  /** The signed-in user who sent it (null for a visitor). */
  user: Nullable(Type.Object({ id: Id, name: Type.String(), phone: Type.String() })),
  /** Staff list: the citizen whose mobile is the contact's (or requester's) phone, among those the caller may see. */
  citizen: Type.Optional(Nullable(Type.Object({ id: Id, name: Type.String() }))),
}));

const ServiceRequestPage = namedPage('ServiceRequestPage', ServiceRequest);

export const serviceRequestSchemas = {
  create: { ...Public, headers: IdempotencyHeaders, body: ServiceRequestBody, response: { 201: ServiceRequest } },
  list: { querystring: DeskListQuery(REQUEST_STATUSES), response: { 200: ServiceRequestPage } },
  mine: { querystring: StatusListQuery(REQUEST_STATUSES), response: { 200: ServiceRequestPage } },
  setStatus: { params: IdParams, body: StatusBody(REQUEST_STATUSES), response: { 200: ServiceRequest } },
};
