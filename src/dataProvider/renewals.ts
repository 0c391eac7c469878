import type { RenewalDetail, RenewalNote, RenewalRow, RenewalStatus } from '../../common/renewals';
import { callApi } from './api';
import { apiFetch } from './http';

/** A change of one renewal (PATCH /renewals/{id}). */
export interface RenewalChange {
  status?: RenewalStatus;
  assignee_id?: number | null;
  lost_reason?: string | null;
  earned?: number | null;
}

/** The renewals board's calls beyond its list (GET /renewals through getList). */
export const renewalMethods = {
  updateRenewal: (id: number, change: RenewalChange): Promise<RenewalRow> => callApi('patch', '/api/renewals/{id}', { path: { id }, body: change }),
  // Its history's [before, after] name pairs are tuples, which openapi-typescript 6 writes as arrays.
  renewalDetail: (id: number) => apiFetch<RenewalDetail>(`/renewals/${id}`),
  addRenewalNote: (id: number, text: string): Promise<RenewalNote> => callApi('post', '/api/renewals/{id}/notes', { path: { id }, body: { text } }),
  assignRenewals: (ids: number[], assigneeId: number | null) => callApi('post', '/api/renewals/assign', { body: { ids, assignee_id: assigneeId } }),
  /** Admins and managers: whom a renewal may be assigned to. */
  staffMembers: async () => {
    const pages = await Promise.all(
      (['admin', 'manager'] as const).map((role) => callApi('get', '/api/admin/users', { query: { role, per_page: 1000 } })),
    );
    return pages.flatMap((page) => page.data).sort((a, b) => a.name.localeCompare(b.name));
  },
};
