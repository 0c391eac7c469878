import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import type { Compliance } from '../../common/compliance';
import { apiFetch } from '../dataProvider/http';

/** A hit of GET /global-search (decisions.md §Global search). */
export interface GlobalSearchHit {
  title: string;
  type: string;
  description: string;
  url: string;
  unique_key: string;
  /** A vehicle hit's roadworthiness. */
  compliance?: Compliance;
}

/** Searches are sent 500 ms after the last keystroke and only from 2 characters on (doc2 §9). */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 500;
export const GLOBAL_SEARCH_MIN_LENGTH = 2;

/** The hits for what is typed, once typing pauses; `active` when the term is long enough to be searched. */
export function useGlobalSearch(input: string) {
  const [term] = useDebounce(input.trim(), GLOBAL_SEARCH_DEBOUNCE_MS);
  const active = term.length >= GLOBAL_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['global-search', term],
    queryFn: () => apiFetch<GlobalSearchHit[]>('/global-search', { query: { query: term } }),
    enabled: active,
    retry: false,
    staleTime: 30_000,
  });
  return { active, hits: active ? (query.data ?? []) : [], loading: active && query.isFetching, error: active ? query.error : null };
}
