/** Paging of a list: `meta` of `{data, meta}`, or the top level of the report's Laravel-style paginator. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
}
