import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { todayInIndia } from '../../../../common/record-status.js';
import { RENEWAL_PAGE_SIZE } from '../../../../common/renewals.js';
import { pageWindow } from '../../../lib/http/paging.js';
import { addRenewalNote, assignRenewals, renewalDetail, updateRenewal } from '../../../lib/renewals/renewal-changes.js';
import { listRenewals } from '../../../lib/renewals/renewal-list.js';
import { renewalSchemas as schemas } from '../../../schemas/renewals.js';

/** The renewals board and its changes: admins and managers (a manager with a branch: that branch's renewals). */
const renewals: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);

  app.get('/renewals', { onRequest: staff, schema: schemas.list }, async (request) =>
    listRenewals(request.readDb, request.user!, request.query, pageWindow(request.query, RENEWAL_PAGE_SIZE), todayInIndia()),
  );

  app.post('/renewals/assign', { onRequest: staff, schema: schemas.assign }, async (request) =>
    assignRenewals(app.db, request.user!, request.body.ids, request.body.assignee_id),
  );

  app.get('/renewals/:id', { onRequest: staff, schema: schemas.detail }, async (request) =>
    renewalDetail(app.db, request.user!, request.params.id),
  );

  app.patch('/renewals/:id', { onRequest: staff, schema: schemas.update }, async (request) =>
    updateRenewal(app.db, request.user!, request.params.id, request.body),
  );

  app.post('/renewals/:id/notes', { onRequest: staff, schema: schemas.addNote }, async (request, reply) =>
    reply.status(201).send(await addRenewalNote(app.db, request.user!, request.params.id, request.body.text)),
  );
};
export default renewals;
