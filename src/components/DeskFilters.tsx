import { DESK_PAGE_SIZES } from '../../common/options';
import type { DeskKind } from './DeskStatusBadge';
import { SearchFilterBar } from './SearchFilterBar';

/** The filter bar of a staff desk: search by name, phone or vehicle number, status, page size (10/25/50/100). */
export const DeskFilters = ({ kind, statuses }: { kind: DeskKind; statuses: readonly string[] }) => (
  <SearchFilterBar
    searchLabel="desk.search"
    choice={{ name: 'status', label: 'desk.status_filter', all: 'desk.all_statuses', choices: statuses.map((status) => ({ value: status, label: `desk.${kind}_statuses.${status}` })) }}
    sizes={DESK_PAGE_SIZES}
  />
);
