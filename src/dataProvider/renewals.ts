import type { components, operations } from '../api/schema';
import { callApi } from './api';

type Schemas = components['schemas'];

/** One renewal as GET /api/renewals lists it. */
export type RenewalRow = Schemas['Renewal'];
export type RenewalPage = Schemas['RenewalPage'];
export type RenewalNote = Schemas['RenewalNote'];
/** An entry of a renewal's history: who changed what, with the assignees' names [before, after]. */
export type RenewalHistoryEntry = Schemas['RenewalDetail']['history'][number];

/** A change of one renewal (PATCH /renewals/{id}): the fields it may set. */
export type RenewalChange = Pick<operations['updateRenewal']['requestBody']['content']['application/json'], 'status' | 'assignee_id' | 'lost_reason' | 'earned'>;

/** The renewals board's calls beyond its list (GET /renewals through getList). */
export const renewalMethods = {
  updateRenewal: (id: number, change: RenewalChange) => callApi('patch', '/api/renewals/{id}', { path: { id }, body: change }),
  renewalDetail: (id: number) => callApi('get', '/api/renewals/{id}', { path: { id } }),
  addRenewalNote: (id: number, text: string) => callApi('post', '/api/renewals/{id}/notes', { path: { id }, body: { text } }),
  assignRenewals: (ids: number[], assigneeId: number | null) => callApi('post', '/api/renewals/assign', { body: { ids, assignee_id: assigneeId } }),
  /** Admins and managers: whom a renewal may be assigned to. */
  staffMembers: async () => {
    const pages = await Promise.all(
      (['admin', 'manager'] as const).map((role) => callApi('get', '/api/admin/users', { query: { role, per_page: 1000 } })),
    );
    return pages.flatMap((page) => page.data).sort((a, b) => a.name.localeCompare(b.name));
  },
};
