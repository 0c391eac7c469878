import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { noticePreview, reportRowNotice, sendNotice } from '../../../lib/messaging/expiry-notices.js';
import { expiredDocuments, expiryReport } from '../../../lib/reports/expiry-report.js';
import { rowJson } from '../../../lib/citizens/row-json.js';
import { loadCitizenInScope, sessionUser } from '../../../lib/citizens/scope.js';
import { fileStore } from '../../../lib/storage/index.js';
import { expiriesSchemas } from '../../../schemas/expiries.js';

/** The expiry report, its Notify action and a citizen's expired documents: staff only, scoped by branch. */
const expiries: FastifyPluginAsyncTypebox = async (app) => {
  const files = fileStore(app.config);
  const staffOnly = app.requireRole(...STAFF_ROLES);

  app.get('/reports/expiries', { onRequest: staffOnly, schema: expiriesSchemas.report }, async (request) =>
    expiryReport(request.readDb, sessionUser(request), request.query, files),
  );

  /** The Notify action of a report row: the WhatsApp expiry notice of that document to its owner, previewed first. */
  app.get('/reports/expiries/notify-preview', { onRequest: staffOnly, schema: expiriesSchemas.notifyPreview }, async (request) =>
    noticePreview(await reportRowNotice(request, request.query.doc_type, request.query.record_id, files)),
  );
  app.post('/reports/expiries/notify', { onRequest: staffOnly, schema: expiriesSchemas.notify }, async (request, reply) =>
    reply.status(201).send(await sendNotice(request, await reportRowNotice(request, request.body.doc_type, request.body.record_id, files))),
  );

  app.get('/citizens/:id/expired-documents', { onRequest: staffOnly, schema: expiriesSchemas.expired }, async (request) => {
    const citizen = await loadCitizenInScope(request, request.params.id);
    return { citizen: rowJson(citizen), expired_documents: await expiredDocuments(app.db, citizen.id, files) };
  });
};
export default expiries;
