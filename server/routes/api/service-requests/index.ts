import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { createOnce, IDEMPOTENCY_HEADER } from '../../../lib/desk/idempotency.js';
import { publicForm, sendCreated } from '../../../lib/desk/public-forms.js';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { referenceSender } from '../../../lib/messaging/request-references.js';
import { sendJsonPage } from '../../../lib/http/json-page.js';
import { pageWindow } from '../../../lib/http/paging.js';
import {
  createServiceRequest, listOwnServiceRequests, listServiceRequests, setServiceRequestStatus,
} from '../../../lib/desk/service-requests.js';
import { ServiceRequestBody, serviceRequestSchemas as schemas } from '../../../schemas/service-requests.js';

/**
 * POST /service-requests (public; linked to the signed-in user when a token comes with it; its reference goes to the
 * contact phone on WhatsApp; once per `Idempotency-Key`), GET /my-service-requests
 * (signed in, filtered by status like the staff list), and for staff GET /service-requests and PATCH /service-requests/{id}/status.
 */
const serviceRequests: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const sendReference = referenceSender(app.config);

  app.post(
    '/service-requests',
    { schema: schemas.create, ...publicForm(app, RATE_LIMITS.serviceRequest, (body: typeof ServiceRequestBody.static) => body.contact_phone) },
    async (request, reply) => {
      const { body, user } = request;
      const created = await createOnce(app.db, 'service_request', request.headers[IDEMPOTENCY_HEADER], body, (db) =>
        createServiceRequest(db, user, body, sendReference),
      );
      return sendCreated(app, reply, created);
    },
  );

  app.get('/service-requests', { onRequest: staff, schema: schemas.list }, async (request, reply) => {
    const { page, perPage } = pageWindow(request.query);
    const found = await listServiceRequests(request.readDb, request.user!, { page, perPage, status: request.query.status, q: request.query.q });
    return sendJsonPage(reply, found);
  });

  app.patch('/service-requests/:id/status', { onRequest: staff, schema: schemas.setStatus }, async (request) =>
    setServiceRequestStatus(app.db, request.user!, request.params.id, request.body.status),
  );

  app.get('/my-service-requests', { onRequest: app.authenticate, schema: schemas.mine }, async (request) => {
    const { page, perPage } = pageWindow(request.query);
    return listOwnServiceRequests(request.readDb, request.user!, { page, perPage, status: request.query.status });
  });
};
export default serviceRequests;
