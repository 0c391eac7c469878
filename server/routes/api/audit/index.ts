import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { citizenHistory, listAudit } from '../../../lib/audit-trail/audit-list.js';
import { restoreFromAudit } from '../../../lib/audit-trail/restore.js';
import { loadCitizenInScope, sessionUser } from '../../../lib/citizens/scope.js';
import { auditSchemas } from '../../../schemas/audit.js';

/** The audit trail: the log and restores for an admin; a citizen's history for the staff who see the citizen. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/audit', { onRequest: adminOnly, schema: auditSchemas.list }, async (request) => listAudit(request.readDb, request.query));

  app.post('/audit/:id/restore', { onRequest: adminOnly, schema: auditSchemas.restore }, async (request) =>
    restoreFromAudit(app.db, sessionUser(request).id, request.params.id),
  );

  app.get('/citizens/:id/history', { onRequest: app.requireRole(...STAFF_ROLES), schema: auditSchemas.history }, async (request) => {
    const citizen = await loadCitizenInScope(request, request.params.id);
    return citizenHistory(request.readDb, citizen.id, request.query);
  });
};
export default auditRoutes;
