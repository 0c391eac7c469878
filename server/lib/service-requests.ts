import { count, eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import { REQUEST_STATUSES, SERVICES_BY_CATEGORY, type ServiceCategory } from '../../common/options.js';
import type { Db } from '../db/client.js';
import { serviceRequests, users } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import type { ServiceRequest, ServiceRequestBody } from '../schemas/service-requests.js';
import { audit } from './audit.js';
import { changeStatus, newestFirst, statusPage } from './desk-lists.js';
import { invalid, notFound } from './http-errors.js';
import { paged } from './paging.js';

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

/** POST /service-requests: the request (and its audit row) in one transaction, linked to the signed-in user if any. */
export async function createServiceRequest(db: Db, user: SessionUser | null, body: RequestBody): Promise<RequestRow> {
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
    return created.id;
  });
  return loadRequest(db, id);
}

/** GET /service-requests (staff: every request, no branch scope), newest first, filtered by status. */
export const listServiceRequests = (db: Db, query: { page: number; perPage: number; status?: RequestStatus }) =>
  statusPage(db, {
    counter: 'service_requests',
    statuses: REQUEST_STATUSES,
    ...query,
    rows: async (limit, offset) => {
      const where = query.status ? eq(serviceRequests.status, query.status) : undefined;
      const rows = await selectRequests(db).where(where).orderBy(...newestFirst(serviceRequests)).limit(limit).offset(offset);
      return rows as unknown as RequestRow[];
    },
  });

/** GET /my-service-requests: the caller's own requests, newest first (a user's few rows are counted directly). */
export async function listOwnServiceRequests(db: Db, user: SessionUser, page: number, perPage: number) {
  const own = eq(serviceRequests.userId, user.id);
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
