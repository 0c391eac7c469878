import { Type } from '@sinclair/typebox';
import { INQUIRY_DOCUMENT_TYPES, INQUIRY_STATUSES } from '../../common/options.js';
import { REGISTRATION_PATTERN } from '../../common/rules.js';
import { REGISTRATION_MESSAGE } from './fields.js';
import { Public, DeskListQuery, Id, IdempotencyHeaders, IdParams, Mobile, Nullable, OneOf, Optional, RequiredText, StatusBody } from './common.js';
import { named, namedPage } from './named.js';

/** Schemas of the document-inquiry routes (lists.md §Document inquiries). */

export const NO_DOCUMENT_TYPE = 'Please select at least one document type.';

export const DocumentInquiryBody = Type.Object({
  name: RequiredText(),
  phone: Mobile(),
  /** Upper-cased and stripped of spaces, hyphens and dots before validation (lib/http/normalise.ts). */
  vehicle_no: Optional(
    Type.String({ maxLength: 15, pattern: `${REGISTRATION_PATTERN}|^$`, errorMessage: { pattern: REGISTRATION_MESSAGE.replace(':attribute', 'vehicle no') } }),
  ),
  document_type: Type.Array(OneOf(INQUIRY_DOCUMENT_TYPES), {
    minItems: 1,
    maxItems: INQUIRY_DOCUMENT_TYPES.length,
    uniqueItems: true,
    errorMessage: { minItems: NO_DOCUMENT_TYPE },
  }),
}, { errorMessage: { required: { document_type: NO_DOCUMENT_TYPE } } });

export const DocumentInquiry = named('DocumentInquiry', Type.Object({
  id: Id,
  /** What the visitor tracks it by (GET /track) and quotes to the office: DI-2026-000045. */
  reference: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  vehicle_no: Nullable(Type.String()),
  document_type: Type.Array(Type.String()),
  status: OneOf(INQUIRY_STATUSES),
  created_at: Type.String({ format: 'date-time' }),
}));


export const documentInquirySchemas = {
  create: { ...Public, headers: IdempotencyHeaders, body: DocumentInquiryBody, response: { 201: DocumentInquiry } },
  list: { querystring: DeskListQuery(INQUIRY_STATUSES), response: { 200: namedPage('DocumentInquiryPage', DocumentInquiry) } },
  setStatus: { params: IdParams, body: StatusBody(INQUIRY_STATUSES), response: { 200: DocumentInquiry } },
  /** The list's filters: status and search. */
  export: { querystring: Type.Omit(DeskListQuery(INQUIRY_STATUSES), ['page', 'per_page']), produces: ['text/csv'] },
};
