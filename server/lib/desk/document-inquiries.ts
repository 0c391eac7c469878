import { eq, sql } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import { INQUIRY_STATUSES } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { documentInquiries } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import type { DocumentInquiry, DocumentInquiryBody } from '../../schemas/document-inquiries.js';
import { audit } from '../audit/audit.js';
import { changeStatus, deskRowsJson, statusPage } from './desk-lists.js';
import { answerObject } from '../citizens/row-json.js';
import { inquiryMatches, searchPage } from './desk-search.js';
import { notFound } from '../http/http-errors.js';
import type { ReferenceSender } from '../messaging/request-references.js';

type InquiryRow = Static<typeof DocumentInquiry>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** An inquiry as the API answers it. */
const answerColumns = {
  id: documentInquiries.id,
  reference: documentInquiries.reference,
  name: documentInquiries.name,
  phone: documentInquiries.phone,
  vehicle_no: documentInquiries.vehicleNo,
  document_type: documentInquiries.documentTypes,
  status: documentInquiries.status,
  created_at: documentInquiries.createdAt,
};

const selectInquiries = (db: Db) => db.select(answerColumns).from(documentInquiries).$dynamic();

/** POST /document-inquiries: the inquiry, its audit row and its reference message in one transaction. */
export async function createDocumentInquiry(db: Db, user: SessionUser | null, body: Static<typeof DocumentInquiryBody>, sendReference: ReferenceSender) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(documentInquiries)
      .values({ name: body.name, phone: body.phone, vehicleNo: body.vehicle_no || null, documentTypes: body.document_type })
      .returning(answerColumns);
    await audit(tx, { actorId: user?.id ?? null, action: 'create', entity: 'document_inquiry', entityId: created.id, after: created });
    await sendReference(tx, { kind: 'document_inquiry', reference: created.reference, phone: created.phone });
    return created as unknown as InquiryRow;
  });
}

/** GET /admin/document-inquiries: every inquiry, newest first, filtered by status and searched by `q`. */
export async function listDocumentInquiries(db: Db, query: { page: number; perPage: number; status?: InquiryStatus; q?: string }) {
  const { q, ...page } = query;
  const rowsJson = deskRowsJson(documentInquiries, sql`${documentInquiries}`, answerObject(answerColumns));
  if (q?.trim()) return searchPage(db, { table: documentInquiries, matches: inquiryMatches(q), ...page, rowsJson });
  return statusPage(db, { counter: 'document_inquiries', statuses: INQUIRY_STATUSES, ...page, table: documentInquiries, rowsJson });
}

/** PATCH /admin/document-inquiries/{id}/status: the inquiry as it now stands. */
export async function setDocumentInquiryStatus(db: Db, actor: SessionUser, id: number, status: InquiryStatus): Promise<InquiryRow> {
  await changeStatus(db, actor.id, { table: documentInquiries, entity: 'document_inquiry' }, id, status);
  const [found] = await selectInquiries(db).where(eq(documentInquiries.id, id));
  if (!found) throw notFound();
  return found as unknown as InquiryRow;
}
