import { eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import { INQUIRY_STATUSES } from '../../common/options.js';
import type { Db } from '../db/client.js';
import { documentInquiries } from '../db/schema/index.js';
import type { SessionUser } from '../plugins/app/auth.js';
import type { DocumentInquiry, DocumentInquiryBody } from '../schemas/document-inquiries.js';
import { audit } from './audit.js';
import { changeStatus, newestFirst, statusPage } from './desk-lists.js';
import { notFound } from './http-errors.js';

type InquiryRow = Static<typeof DocumentInquiry>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** An inquiry as the API answers it. */
const answerColumns = {
  id: documentInquiries.id,
  name: documentInquiries.name,
  phone: documentInquiries.phone,
  vehicle_no: documentInquiries.vehicleNo,
  document_type: documentInquiries.documentTypes,
  status: documentInquiries.status,
  created_at: documentInquiries.createdAt,
};

const selectInquiries = (db: Db) => db.select(answerColumns).from(documentInquiries).$dynamic();

/** POST /document-inquiries: the inquiry and its audit row in one transaction. */
export async function createDocumentInquiry(db: Db, user: SessionUser | null, body: Static<typeof DocumentInquiryBody>) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(documentInquiries)
      .values({ name: body.name, phone: body.phone, vehicleNo: body.vehicle_no || null, documentTypes: body.document_type })
      .returning(answerColumns);
    await audit(tx, { actorId: user?.id ?? null, action: 'create', entity: 'document_inquiry', entityId: created.id, after: created });
    return created as unknown as InquiryRow;
  });
}

/** GET /admin/document-inquiries: every inquiry, newest first, filtered by status. */
export const listDocumentInquiries = (db: Db, query: { page: number; perPage: number; status?: InquiryStatus }) =>
  statusPage(db, {
    counter: 'document_inquiries',
    statuses: INQUIRY_STATUSES,
    ...query,
    rows: async (limit, offset) => {
      const where = query.status ? eq(documentInquiries.status, query.status) : undefined;
      const rows = await selectInquiries(db).where(where).orderBy(...newestFirst(documentInquiries)).limit(limit).offset(offset);
      return rows as unknown as InquiryRow[];
    },
  });

/** PATCH /admin/document-inquiries/{id}/status: the inquiry as it now stands. */
export async function setDocumentInquiryStatus(db: Db, actor: SessionUser, id: number, status: InquiryStatus): Promise<InquiryRow> {
  await changeStatus(db, actor.id, { table: documentInquiries, entity: 'document_inquiry' }, id, status);
  const [found] = await selectInquiries(db).where(eq(documentInquiries.id, id));
  if (!found) throw notFound();
  return found as unknown as InquiryRow;
}
