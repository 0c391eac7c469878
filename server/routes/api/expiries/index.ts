import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ROLES } from '../../../../common/options.js';
import { expiryNotice, queueMessage } from '../../../lib/citizen-messages.js';
import { expiredDocuments, expiryReport, reportRow } from '../../../lib/expiry-report.js';
import { rowJson } from '../../../lib/row-json.js';
import { loadCitizenInScope, sessionUser } from '../../../lib/scope.js';
import { fileStore } from '../../../lib/storage/index.js';
import { expiriesSchemas } from '../../../schemas/expiries.js';

/** The expiry report, its Notify action and a citizen's expired documents: staff only, scoped by branch. */
const expiries: FastifyPluginAsyncTypebox = async (app) => {
  const files = fileStore(app.config);
  const staffOnly = app.requireRole(...STAFF_ROLES);

  app.get('/reports/expiries', { onRequest: staffOnly, schema: expiriesSchemas.report }, async (request) =>
    expiryReport(request.readDb, sessionUser(request), request.query, files),
  );

  /** The Notify action of a report row: the WhatsApp expiry notice of that document to its owner. */
  app.post('/reports/expiries/notify', { onRequest: staffOnly, schema: expiriesSchemas.notify }, async (request, reply) => {
    const row = await reportRow(app.db, sessionUser(request), request.body.doc_type, request.body.record_id, files);
    const citizen = await loadCitizenInScope(request, row.citizen_id, 'edit');
    const notice = expiryNotice(app.config.whatsapp.noticeLanguage, citizen.name, row.doc_type, row.identifier, row.expiry_date);
    return reply.status(201).send(await queueMessage(app, citizen, sessionUser(request), notice.text, notice.params));
  });

  app.get('/citizens/:id/expired-documents', { onRequest: staffOnly, schema: expiriesSchemas.expired }, async (request) => {
    const citizen = await loadCitizenInScope(request, request.params.id);
    return { citizen: rowJson(citizen), expired_documents: await expiredDocuments(app.db, citizen.id, files) };
  });
};
export default expiries;
