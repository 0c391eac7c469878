import type { RenewalDetail, RenewalNote, RenewalRow, RenewalStatus } from '../../common/renewals';
import { apiFetch } from './http';
import type { Paged } from './rest';

/** A change of one renewal (PATCH /renewals/{id}). */
export interface RenewalChange {
  status?: RenewalStatus;
  assignee_id?: number | null;
  lost_reason?: string | null;
  earned?: number | null;
}

export interface StaffMember {
  id: number;
  name: string;
  branch_id: number | null;
}

/** The renewals board's calls beyond its list (GET /renewals through getList). */
export const renewalMethods = {
  updateRenewal: (id: number, change: RenewalChange) => apiFetch<RenewalRow>(`/renewals/${id}`, { method: 'PATCH', body: change }),
  renewalDetail: (id: number) => apiFetch<RenewalDetail>(`/renewals/${id}`),
  addRenewalNote: (id: number, text: string) => apiFetch<RenewalNote>(`/renewals/${id}/notes`, { method: 'POST', body: { text } }),
  assignRenewals: (ids: number[], assigneeId: number | null) =>
    apiFetch<{ updated: number }>('/renewals/assign', { method: 'POST', body: { ids, assignee_id: assigneeId } }),
  /** Admins and managers: whom a renewal may be assigned to. */
  staffMembers: async () => {
    const pages = await Promise.all(
      (['admin', 'manager'] as const).map((role) => apiFetch<Paged<StaffMember>>('/admin/users', { query: { role, per_page: 1000 } })),
    );
    return pages.flatMap((page) => page.data).sort((a, b) => a.name.localeCompare(b.name));
  },
};
