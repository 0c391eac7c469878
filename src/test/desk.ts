import type { InquiryRecord, ServiceRequestRecord } from '../dataProvider/desk';

/** Fake service requests and document inquiries for the desk specs and stories. */

export const aServiceRequest = (overrides: Partial<ServiceRequestRecord> = {}): ServiceRequestRecord => ({
  id: 41,
  reference: 'SR-2025-000041',
  category: 'dl',
  services: ['duplicate_dl', 'renewal_dl'],
  query: 'Lost my licence',
  contact_name: 'Asha Verma',
  contact_phone: '9876543210',
  status: 'pending',
  created_at: '2025-03-02T10:15:00.000Z',
  user: { id: 7, name: 'Asha Verma', phone: '9876543210' },
  ...overrides,
});

export const anInquiry = (overrides: Partial<InquiryRecord> = {}): InquiryRecord => ({
  id: 9,
  reference: 'DI-2025-000009',
  name: 'Ravi Sahu',
  phone: '9876500001',
  vehicle_no: 'CG04AB1234',
  document_type: ['Insurance', 'PUCC'],
  status: 'new',
  created_at: '2025-03-01T08:00:00.000Z',
  ...overrides,
});

/** `{ data, meta }` of one page. */
export const pageOf = <T>(data: T[], { page = 1, perPage = 10, total = data.length } = {}) => ({
  data,
  meta: {
    current_page: page,
    last_page: Math.max(Math.ceil(total / perPage), 1),
    per_page: perPage,
    from: data.length ? (page - 1) * perPage + 1 : null,
    to: data.length ? (page - 1) * perPage + data.length : null,
    total,
  },
});
