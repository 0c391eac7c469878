import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import { STAFF_ROLES } from '../../../../common/options.js';
import { createDocumentInquiry, listDocumentInquiries, setDocumentInquiryStatus } from '../../../lib/desk/document-inquiries.js';
import { inquiriesCsv } from '../../../lib/desk/inquiry-export.js';
import { languageOf } from '../../../lib/i18n/index.js';
import { sendJsonPage } from '../../../lib/http/json-page.js';
import { pageWindow } from '../../../lib/http/paging.js';
import { createOnce, IDEMPOTENCY_HEADER } from '../../../lib/desk/idempotency.js';
import { publicForm, sendCreated } from '../../../lib/desk/public-forms.js';
import { RATE_LIMITS } from '../../../lib/http/rate-limits.js';
import { referenceSender } from '../../../lib/messaging/request-references.js';
import { DocumentInquiryBody, documentInquirySchemas as schemas } from '../../../schemas/document-inquiries.js';

/** POST /document-inquiries (public; its reference goes to the phone on WhatsApp; once per `Idempotency-Key`), and for staff the list, status change and CSV under /admin/document-inquiries. */
const documentInquiries: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.requireRole(...STAFF_ROLES);
  const sendReference = referenceSender(app.config);

  app.post(
    '/document-inquiries',
    { schema: schemas.create, ...publicForm(app, RATE_LIMITS.documentInquiry, (body: typeof DocumentInquiryBody.static) => body.phone) },
    async (request, reply) => {
      const { body, user } = request;
      const created = await createOnce(app.db, 'document_inquiry', request.headers[IDEMPOTENCY_HEADER], body, (db) =>
        createDocumentInquiry(db, user, body, sendReference),
      );
      return sendCreated(app, reply, created);
    },
  );

  app.get('/admin/document-inquiries', { onRequest: staff, schema: schemas.list }, async (request, reply) => {
    const { page, perPage } = pageWindow(request.query);
    const found = await listDocumentInquiries(request.readDb, { page, perPage, status: request.query.status, q: request.query.q });
    return sendJsonPage(reply, found);
  });

  app.patch('/admin/document-inquiries/:id/status', { onRequest: staff, schema: schemas.setStatus }, async (request) =>
    setDocumentInquiryStatus(app.db, request.user!, request.params.id, request.body.status),
  );

  app.get('/admin/document-inquiries/export', { onRequest: staff, schema: schemas.export }, async (request, reply) => {
    const name = `document-inquiries${request.query.status ? `-${request.query.status}` : ''}-${dayjs().format('YYYYMMDD-HHmm')}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(inquiriesCsv(request.readDb, { ...request.query, language: languageOf(request.headers['accept-language']) }));
  });
};
export default documentInquiries;
