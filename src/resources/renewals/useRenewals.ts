import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useInfiniteGetList, useNotify, useTranslate } from 'react-admin';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RENEWAL_PAGE_SIZE, RENEWAL_STATUSES, type RenewalStatus } from '../../../common/renewals';
import type { RenewalPage, RenewalRow } from '../../dataProvider/renewals';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';

/** The board's filters as the API takes them (empty: not filtered). */
export interface RenewalFilterValues {
  doc_type?: string;
  branch_id?: string;
  assignee_id?: string;
  due_within?: string;
  overdue?: boolean;
  /** The owner wrote on WhatsApp after the document's last reminder. */
  replied?: boolean;
  /** Owner, mobile, vehicle or document number. */
  q?: string;
}

const TEXT_FILTERS = ['doc_type', 'branch_id', 'assignee_id', 'due_within', 'q'] as const;
const SWITCHES = ['overdue', 'replied'] as const;

/**
 * The board's parameters in the address, and a change to them (in place of the current entry of the history). A change
 * starts from the last one asked even while the router's render of it is pending: react-router renders a navigation as
 * a transition, and its `setSearchParams` starts from the parameters of its caller's last render, so a tab tapped and a
 * search sent at once would otherwise undo the tab.
 */
function useBoardParams(): [URLSearchParams, (change: (params: URLSearchParams) => void) => void] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const shown = asked.current.indexOf(params.toString());
    asked.current = shown < 0 ? [] : asked.current.slice(shown + 1);
  }, [params]);
  const change = (edit: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(asked.current.at(-1) ?? params);
    edit(next);
    asked.current.push(next.toString());
    setParams(next, { replace: true });
  };
  return [params, change];
}

/**
 * The board's filters and a phone's tab (the status it shows), kept in the address (`?doc_type=insurance&q=sahu&tab=contacted`),
 * so a reload or a shared link shows the same board; setting them replaces the address (Back leaves the board, as from
 * any list). Changing the filters keeps the tab.
 */
export function useBoardAddress() {
  const [params, change] = useBoardParams();
  const filters: RenewalFilterValues = {
    ...Object.fromEntries(TEXT_FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))),
    ...Object.fromEntries(SWITCHES.flatMap((key) => (params.get(key) === 'true' ? [[key, true]] : []))),
  };
  const named = params.get('tab');
  const tab: RenewalStatus = RENEWAL_STATUSES.find((status) => status === named) ?? 'due';
  const setFilters = (next: RenewalFilterValues) =>
    change((params) => {
      for (const key of [...TEXT_FILTERS, ...SWITCHES]) params.delete(key);
      for (const [key, value] of Object.entries(next)) if (value !== '' && value !== undefined && value !== false) params.set(key, String(value));
    });
  const setTab = (next: RenewalStatus) => change((params) => params.set('tab', next));
  return { filters, setFilters, tab, setTab };
}

/**
 * One status's renewals, soonest expiry first, a page at a time (`loadMore` adds the next), with the counts of every
 * status (`capped`: a search's statuses counted only so far).
 */
export function useRenewalColumn(status: RenewalStatus, filters: RenewalFilterValues) {
  const notify = useNotify();
  const translate = useTranslate();
  const filter = Object.fromEntries(Object.entries({ ...filters, status }).filter(([, value]) => value !== '' && value !== undefined && value !== false));
  const { data, meta, total, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<RenewalRow>(
    'renewals',
    { pagination: { page: 1, perPage: RENEWAL_PAGE_SIZE }, sort: { field: 'expiry_date', order: 'ASC' }, filter },
    { onError: (error) => notify(errorMessage(error, translate('renewals.load_failed')), { type: 'error' }) },
  );
  const typed = meta as RenewalPage['meta'] | undefined;
  return {
    rows: data?.pages.flatMap((page) => page.data) ?? [],
    total: total ?? 0,
    counts: typed?.counts,
    capped: typed?.counts_capped ?? [],
    isPending,
    hasMore: !!hasNextPage,
    loadMore: () => fetchNextPage(),
    isLoadingMore: isFetchingNextPage,
  };
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
