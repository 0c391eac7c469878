import { and, count, eq, sql } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import { REQUEST_STATUSES, SERVICES_BY_CATEGORY, type ServiceCategory } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { citizens, serviceRequests, users } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import type { ServiceRequest, ServiceRequestBody } from '../../schemas/service-requests.js';
import { audit } from '../audit/audit.js';
import { changeStatus, deskRowsJson, newestFirst, statusPage } from './desk-lists.js';
import { answerObject } from '../citizens/row-json.js';
import { requestMatches, searchPage } from './desk-search.js';
import { invalid, notFound } from '../http/http-errors.js';
import { paged } from '../http/paging.js';
import { citizenScope } from '../citizens/scope.js';
import type { ReferenceSender } from '../messaging/request-references.js';

type RequestRow = Static<typeof ServiceRequest>;
type RequestBody = Static<typeof ServiceRequestBody>;
type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const OTHER_NEEDS_QUERY = 'Please describe what you need.';
export const NO_SERVICE_CHOSEN = 'Please choose at least one service.';

/** Services must belong to the category; `other` carries none and needs a query (decisions.md). */
function ruleErrors({ category, services = [], query }: RequestBody): Record<string, string[]> {
  if (category === 'other') {
    return {
      ...(services.length > 0 && { services: ['Category other takes no services.'] }),
      ...(!query?.trim() && { query: [OTHER_NEEDS_QUERY] }),
    };
  }
  const known = SERVICES_BY_CATEGORY[category as ServiceCategory].map(({ key }) => key);
  const foreign = services.filter((service) => !known.includes(service));
  if (foreign.length) return { services: [`Not a service of this category: ${foreign.join(', ')}.`] };
  return services.length ? {} : { services: [NO_SERVICE_CHOSEN] };
}

/** A request as the API answers it, with the user who sent it. */
const answerColumns = {
  id: serviceRequests.id,
  reference: serviceRequests.reference,
  category: serviceRequests.category,
  services: serviceRequests.services,
  query: serviceRequests.query,
  contact_name: serviceRequests.contactName,
  contact_phone: serviceRequests.contactPhone,
  status: serviceRequests.status,
  created_at: serviceRequests.createdAt,
  user: { id: users.id, name: users.name, phone: users.phone },
};

const selectRequests = (db: Db) =>
  db.select(answerColumns).from(serviceRequests).leftJoin(users, eq(users.id, serviceRequests.userId)).$dynamic();

const loadRequest = async (db: Db, id: number) => {
  const [found] = await selectRequests(db).where(eq(serviceRequests.id, id));
  if (!found) throw notFound();
  return found as unknown as RequestRow;
};

/**
 * POST /service-requests: the request, its audit row and its reference message in one transaction, linked to the
 * signed-in user if any.
 */
export async function createServiceRequest(db: Db, user: SessionUser | null, body: RequestBody, sendReference: ReferenceSender): Promise<RequestRow> {
  const errors = ruleErrors(body);
  if (Object.keys(errors).length) throw invalid(errors);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(serviceRequests)
      .values({
        userId: user?.id ?? null,
        category: body.category,
        services: body.services ?? [],
        query: body.query?.trim() || null,
        contactName: body.contact_name,
        contactPhone: body.contact_phone,
      })
      .returning();
    await audit(tx, { actorId: user?.id ?? null, action: 'create', entity: 'service_request', entityId: created.id, after: created });
    await sendReference(tx, { kind: 'service_request', reference: created.reference, phone: created.contactPhone });
    return created.id;
  });
  return loadRequest(db, id);
}

/**
 * The profile a request is linked to: the one whose mobile is the contact phone (else the requester's phone) among those
 * the caller may see, the oldest when several share it; null when none. A lookup of the mobile index per row.
 */
const linkedCitizen = (user: SessionUser) => sql`(select json_build_object('id', ${citizens.id}, 'name', ${citizens.name}) from ${citizens}
  where ${citizens.mobile} in (${serviceRequests.contactPhone}, ${users.phone}) and ${citizenScope(user) ?? sql`true`}
  order by ${citizens.mobile} <> ${serviceRequests.contactPhone}, ${citizens.id} limit 1)`;

const withRequester = sql`${serviceRequests} left join ${users} on ${users.id} = ${serviceRequests.userId}`;

/** GET /service-requests (staff: every request, no branch scope), newest first, filtered by status and searched by `q`; each row with its citizen. */
export async function listServiceRequests(db: Db, user: SessionUser, query: { page: number; perPage: number; status?: RequestStatus; q?: string }) {
  const { q, ...page } = query;
  const rowsJson = deskRowsJson(serviceRequests, withRequester, answerObject(answerColumns, { citizen: linkedCitizen(user) }));
  if (q?.trim()) return searchPage(db, { table: serviceRequests, matches: requestMatches(q), ...page, rowsJson });
  return statusPage(db, { counter: 'service_requests', statuses: REQUEST_STATUSES, ...page, table: serviceRequests, rowsJson });
}

/** GET /my-service-requests: the caller's own requests (of one status), newest first; a user's few rows are counted directly. */
export async function listOwnServiceRequests(db: Db, user: SessionUser, query: { page: number; perPage: number; status?: RequestStatus }) {
  const { page, perPage, status } = query;
  const own = and(eq(serviceRequests.userId, user.id), status ? eq(serviceRequests.status, status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    selectRequests(db).where(own).orderBy(...newestFirst(serviceRequests)).limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(serviceRequests).where(own),
  ]);
  return paged(rows as unknown as RequestRow[], page, perPage, total);
}

/** PATCH /service-requests/{id}/status: the request as it now stands. */
export async function setServiceRequestStatus(db: Db, actor: SessionUser, id: number, status: RequestStatus): Promise<RequestRow> {
  await changeStatus(db, actor.id, { table: serviceRequests, entity: 'service_request' }, id, status);
  return loadRequest(db, id);
}
