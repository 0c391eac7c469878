import { Type } from '@sinclair/typebox';
import { CreatedAnswer, Id, IdParams, Page } from './common.js';

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

export const expiriesSchemas = {
  report: { querystring: ExpiryReportQuery },
  notify: { body: NoticeBody, ...CreatedAnswer },
  notifyPreview: { querystring: NoticeQuery },
  expired: { params: IdParams },
};
