import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { RENEWAL_PAGE_SIZE, type RenewalCounts, type RenewalRow, type RenewalStatus } from '../../../common/renewals';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';

/** The board's filters as the API takes them (empty: not filtered). */
export interface RenewalFilterValues {
  doc_type?: string;
  branch_id?: string;
  assignee_id?: string;
  due_within?: string;
  overdue?: boolean;
}

/** The first page of one status's renewals, soonest expiry first, with the counts of every status. */
export function useRenewalColumn(status: RenewalStatus, filters: RenewalFilterValues) {
  const notify = useNotify();
  const translate = useTranslate();
  const filter = Object.fromEntries(Object.entries({ ...filters, status }).filter(([, value]) => value !== '' && value !== undefined && value !== false));
  const { data, meta, total, isPending } = useGetList<RenewalRow>(
    'renewals',
    { pagination: { page: 1, perPage: RENEWAL_PAGE_SIZE }, sort: { field: 'expiry_date', order: 'ASC' }, filter },
    { onError: (error) => notify(errorMessage(error, translate('renewals.load_failed')), { type: 'error' }) },
  );
  return { rows: data ?? [], total: total ?? 0, counts: meta?.counts as RenewalCounts | undefined, isPending };
}

/** Staff who may be assigned a renewal. */
export function useStaffMembers() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['renewals', 'staff'], queryFn: () => dataProvider.staffMembers(), retry: false });
}

/** Reloads the board after a change. */
export function useRefreshBoard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['renewals'] });
}
