import { Type, type Static } from '@sinclair/typebox';
import { EXPIRY_DOCUMENT_KEYS } from '../../common/options.js';
import { citizens } from '../db/schema/index.js';
import { Id, IdParams, Nullable, OneOf, Page, PageMetaSchema } from './common.js';
import { NoticePreview, NoticeSent } from './messages.js';
import { named, rowAnswer } from './named.js';

/** GET /reports/expiries filters (doc2 §7); `doc_type` is checked by the route, to answer 'Unknown document type.'. */
export const ExpiryReportQuery = Type.Object({
  vehicle_no: Type.Optional(Type.String({ maxLength: 20 })),
  owner_name: Type.Optional(Type.String({ maxLength: 100 })),
  doc_type: Type.Optional(Type.String({ maxLength: 30 })),
  start_date: Type.Optional(Type.String({ format: 'date' })),
  end_date: Type.Optional(Type.String({ format: 'date' })),
  exact_date: Type.Optional(Type.String({ format: 'date' })),
  page: Type.Optional(Page),
});

/** A report row to send (or preview) the expiry notice of. */
const NoticeBody = Type.Object({ doc_type: Type.String({ minLength: 1, maxLength: 30 }), record_id: Id }, { additionalProperties: false });
const NoticeQuery = Type.Object({ doc_type: Type.String({ minLength: 1, maxLength: 30 }), record_id: Id });

/** A document's own fields; the owner's beside them in the report. */
const documentFields = {
  type: Type.String({ description: 'The document type\'s label.' }),
  doc_type: OneOf(EXPIRY_DOCUMENT_KEYS),
  record_id: Type.Integer(),
  identifier: Type.String({ description: 'The registration number of a vehicle\'s document, the number of a licence.' }),
  document_number: Nullable(Type.String()),
  vehicle_no: Nullable(Type.String()),
  expiry_date: Type.String({ format: 'date' }),
};
const FullRecord = Type.Object({}, { additionalProperties: true, description: 'The record as its own routes answer it (LearnerLicence, Insurance… as doc_type says).' });

const ExpiryReportRow = named(
  'ExpiryReportRow',
  Type.Object({
    ...documentFields,
    citizen_id: Type.Integer(),
    owner_name: Type.String(),
    owner_mobile: Type.String(),
    starts_on: Nullable(Type.String({ format: 'date' })),
    full_record: FullRecord,
  }),
);
export type ExpiryRow = Static<typeof ExpiryReportRow>;
/** The report's paginator: its rows and the page's meta side by side (Laravel's). */
const ExpiryReport = named('ExpiryReport', Type.Object({ data: Type.Array(ExpiryReportRow), ...PageMetaSchema.properties }));
export type ExpiryReportAnswer = Static<typeof ExpiryReport>;

/** A document of a citizen's own lists: no owner, the record as `details`. */
export const OwnDocument = named('OwnDocument', Type.Object({ ...documentFields, details: FullRecord }));

export const expiriesSchemas = {
  report: { querystring: ExpiryReportQuery, response: { 200: ExpiryReport } },
  notify: { body: NoticeBody, response: { 201: NoticeSent } },
  notifyPreview: { querystring: NoticeQuery, response: { 200: NoticePreview } },
  expired: { params: IdParams, response: { 200: Type.Object({ citizen: rowAnswer(citizens, {}, ['searchText']), expired_documents: Type.Array(OwnDocument) }) } },
};
