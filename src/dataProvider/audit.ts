import type { components, operations } from '../api/schema';
import { callApi } from './api';

/** The audit trail: the log (admin), a citizen's history (staff who see it) and restores of delete entries (admin). */

export type AuditEntry = components['schemas']['AuditEntry'];

/** A page of the log: no total (the log is too long to count), only whether a next page exists. */
export type AuditPage = components['schemas']['AuditPage'];

export type AuditFilters = Omit<NonNullable<operations['getAudit']['parameters']['query']>, 'page' | 'per_page'>;

export const auditMethods = {
  getAuditLog: (filters: AuditFilters, page = 1) => callApi('get', '/api/audit', { query: { ...filters, page } }),
  getCitizenHistory: (citizenId: number | string, page = 1) => callApi('get', '/api/citizens/{id}/history', { path: { id: Number(citizenId) }, query: { page } }),
  restoreAuditEntry: (id: number) => callApi('post', '/api/audit/{id}/restore', { path: { id } }),
};
