import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../common/options.js';

export type { PageMeta } from '../../common/paging.js';
import type { PageMeta } from '../../common/paging.js';

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
