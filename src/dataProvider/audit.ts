import type { AuditAction } from '../../common/options';
import { apiFetch } from './http';

/** The audit trail: the log (admin), a citizen's history (staff who see it) and restores of delete entries (admin). */

export interface AuditEntry {
  id: number;
  entity: string;
  entity_id: number;
  action: AuditAction;
  actor: { id: number; name: string } | null;
  at: string;
  /** Each changed field: [before, after]. */
  changes: Record<string, [unknown, unknown]>;
  /** The row's name (a citizen's, a vehicle's number…); null: shown by its type and id. */
  entity_name: string | null;
  /** The names of the users, branches, citizens and vehicles a changed field's ids are: [before, after]. */
  names: Record<string, [string | null, string | null]>;
  restorable: boolean;
}

/** A page of the log: no total (the log is too long to count), only whether a next page exists. */
export interface AuditPage {
  data: AuditEntry[];
  meta: { current_page: number; per_page: number; from: number | null; to: number | null; has_next_page: boolean };
}

export interface AuditFilters {
  entity?: string;
  actor_id?: number;
  action?: string;
  from?: string;
  to?: string;
}

export interface RestoreResult {
  message: string;
  entity: string;
  row: Record<string, unknown>;
  restored_rows: number;
  files_missing: number;
}

export const auditMethods = {
  getAuditLog: (filters: AuditFilters, page = 1) => apiFetch<AuditPage>('/audit', { query: { ...filters, page } }),
  getCitizenHistory: (citizenId: number | string, page = 1) => apiFetch<AuditPage>(`/citizens/${citizenId}/history`, { query: { page } }),
  restoreAuditEntry: (id: number) => apiFetch<RestoreResult>(`/audit/${id}/restore`, { method: 'POST' }),
};
