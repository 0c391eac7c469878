import { saveAs } from 'file-saver';
import { apiFetch } from './http';
import { RESOURCE_PATHS, resourcePath } from './rest';

/** Service requests and document inquiries: where their lists live, status changes and the inquiry CSV. */
RESOURCE_PATHS['my-requests'] = '/my-service-requests';
RESOURCE_PATHS['admin/inquiries'] = '/admin/document-inquiries';

export interface ServiceRequestRecord {
  id: number;
  category: 'dl' | 'vehicle' | 'other';
  services: string[];
  query: string | null;
  contact_name: string;
  contact_phone: string;
  status: string;
  created_at: string;
  user: { id: number; name: string; phone: string } | null;
}

export interface InquiryRecord {
  id: number;
  name: string;
  phone: string;
  vehicle_no: string | null;
  document_type: string[];
  status: string;
  created_at: string;
}

export const deskMethods = {
  /** PATCH <list>/{id}/status (`service-requests` or `admin/inquiries`). */
  setStatus: (resource: string, id: number, status: string) =>
    apiFetch(`${resourcePath(resource)}/${id}/status`, { method: 'PATCH', body: { status } }),
  /** Saves the CSV of the inquiries (of one status, or all). */
  async downloadInquiries(status?: string) {
    const csv = await apiFetch<Blob>('/admin/document-inquiries/export', { query: { status }, blob: true });
    saveAs(csv, `document-inquiries${status ? `-${status}` : ''}.csv`);
  },
};
