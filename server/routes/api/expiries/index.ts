import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { expiredDocuments, expiryReport } from '../../../lib/expiry-report.js';
import { rowJson } from '../../../lib/row-json.js';
import { loadCitizenInScope, sessionUser } from '../../../lib/scope.js';
import { fileStore } from '../../../lib/storage.js';
import { expiriesSchemas } from '../../../schemas/expiries.js';

/** GET /api/reports/expiries and GET /api/citizens/{id}/expired-documents: staff only, scoped by branch. */
const expiries: FastifyPluginAsyncTypebox = async (app) => {
  const files = fileStore(app.config);
  const staffOnly = app.requireRole(...STAFF_ROLES);

  app.get('/reports/expiries', { onRequest: staffOnly, schema: expiriesSchemas.report }, async (request) =>
    expiryReport(app.db, sessionUser(request), request.query, files),
  );

  app.get('/citizens/:id/expired-documents', { onRequest: staffOnly, schema: expiriesSchemas.expired }, async (request) => {
    const citizen = await loadCitizenInScope(request, request.params.id);
    return { citizen: rowJson(citizen), expired_documents: await expiredDocuments(app.db, citizen.id, files) };
  });
};
export default expiries;
