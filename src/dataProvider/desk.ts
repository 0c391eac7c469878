import type { components } from '../api/schema';
import { apiFetch, downloadFile, toQueryString, type DownloadProgress } from './http';
import { RESOURCE_PATHS, resourcePath } from './rest';

/** Service requests and document inquiries: where their lists live, status changes and the inquiry CSV. */
RESOURCE_PATHS['my-requests'] = '/my-service-requests';
RESOURCE_PATHS['admin/inquiries'] = '/admin/document-inquiries';

export type ServiceRequestRecord = components['schemas']['ServiceRequest'];
export type InquiryRecord = components['schemas']['DocumentInquiry'];

export const deskMethods = {
  /** PATCH <list>/{id}/status (`service-requests` or `admin/inquiries`). */
  setStatus: (resource: string, id: number, status: string) =>
    apiFetch(`${resourcePath(resource)}/${id}/status`, { method: 'PATCH', body: { status } }),
  /** The CSV of the inquiries the desk shows (its status and search), in the app's language, its bytes told as they come. */
  downloadInquiries: (filter: { status?: string; q?: string }, onProgress?: DownloadProgress, signal?: AbortSignal) =>
    downloadFile(`/admin/document-inquiries/export${toQueryString(filter)}`, `document-inquiries${filter.status ? `-${filter.status}` : ''}.csv`, onProgress, signal),
};
