import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../common/options.js';

import type { PageMeta } from '../../schemas/common.js';

export type { PageMeta };

export function pageWindow(query: { page?: number; per_page?: number }, defaultSize: number = DEFAULT_PAGE_SIZE) {
  const perPage = Math.min(query.per_page ?? defaultSize, MAX_PAGE_SIZE);
  const page = Math.max(query.page ?? 1, 1);
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageMeta(page: number, perPage: number, total: number, rowCount: number): PageMeta {
  const from = rowCount > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(Math.ceil(total / perPage), 1),
    per_page: perPage,
    from,
    to: from === null ? null : from + rowCount - 1,
    total,
  };
}

/** `{ data, meta }`, the shape of every paged list. */
export const paged = <T>(rows: T[], page: number, perPage: number, total: number) => ({
  data: rows,
  meta: pageMeta(page, perPage, total, rows.length),
});

/** Pages that start before this many rows are read newest first, without waiting for the list's total. */
export const SHALLOW_OFFSET = 1_000;

export type Direction = 'desc' | 'asc';

/** Which rows of a newest-first list to read for a page: `limit` rows after `offset`, walking in `direction`. */
export interface PageWalk {
  direction: Direction;
  limit: number;
  offset: number;
}

/**
 * The walk to a page of a list of `total` rows from its nearer end: newest first, or for a page past the middle oldest
 * first, so an index walk is as long as the page's distance from that end (the rows are then put back newest first).
 */
export function nearerEnd(offset: number, perPage: number, total: number): PageWalk {
  if (offset + perPage / 2 <= total / 2) return { direction: 'desc', limit: perPage, offset };
  return { direction: 'asc', limit: Math.max(Math.min(perPage, total - offset), 0), offset: Math.max(total - offset - perPage, 0) };
}
