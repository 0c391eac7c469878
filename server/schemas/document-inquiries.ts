import { Type } from '@sinclair/typebox';
import { INQUIRY_DOCUMENT_TYPES, INQUIRY_STATUSES } from '../../common/options.js';
import { Id, IdParams, Mobile, Nullable, OneOf, PagedAnswer, RequiredText, StatusBody, StatusListQuery } from './common.js';

/** Schemas of the document-inquiry routes (lists.md §Document inquiries). */

export const NO_DOCUMENT_TYPE = 'Please select at least one document type.';

export const DocumentInquiryBody = Type.Object({
  name: RequiredText(),
  phone: Mobile('phone'),
  /** Upper-cased and stripped of spaces, hyphens and dots before validation (lib/normalise.ts). */
  vehicle_no: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 15, pattern: '^[A-Z0-9]*$', errorMessage: { pattern: 'The vehicle no may contain only letters and digits.' } }),
      Type.Null(),
    ]),
  ),
  document_type: Type.Array(OneOf(INQUIRY_DOCUMENT_TYPES), {
    minItems: 1,
    maxItems: INQUIRY_DOCUMENT_TYPES.length,
    uniqueItems: true,
    errorMessage: { minItems: NO_DOCUMENT_TYPE },
  }),
}, { errorMessage: { required: { document_type: NO_DOCUMENT_TYPE } } });

export const DocumentInquiry = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  vehicle_no: Nullable(Type.String()),
  document_type: Type.Array(Type.String()),
  status: OneOf(INQUIRY_STATUSES),
  created_at: Type.String({ format: 'date-time' }),
});

const StatusQuery = Type.Object({ status: Type.Optional(OneOf(INQUIRY_STATUSES)) });

export const documentInquirySchemas = {
  create: { body: DocumentInquiryBody, response: { 201: DocumentInquiry } },
  list: { querystring: StatusListQuery(INQUIRY_STATUSES), response: { 200: PagedAnswer(DocumentInquiry) } },
  setStatus: { params: IdParams, body: StatusBody(INQUIRY_STATUSES), response: { 200: DocumentInquiry } },
  export: { querystring: StatusQuery },
};
