import { useListContext } from 'react-admin';
import { ChoiceSelect } from './ChoiceSelect';
import type { DeskKind } from './DeskStatusBadge';

interface StatusFilterProps {
  kind: DeskKind;
  statuses: readonly string[];
}

/**
 * The status filter of a desk list (empty: all statuses), read from and written to the list itself: a choice applies at
 * once, without the pause of react-admin's filter form, so the status it shows is the one the list, its pages and its
 * download use. Given as the List's `filters` element.
 */
export const StatusFilter = ({ kind, statuses }: StatusFilterProps) => {
  const { filterValues, setFilters } = useListContext();
  const choice = {
    name: 'status',
    label: 'desk.status_filter',
    all: 'desk.all_statuses',
    choices: statuses.map((status) => ({ value: status, label: `desk.${kind}_statuses.${status}` })),
  };
  return (
    <ChoiceSelect
      choice={choice}
      value={filterValues.status ?? ''}
      onChange={(status) => setFilters({ ...filterValues, status: status || undefined })}
      sx={{ width: { xs: '100%', sm: 220 }, my: 1 }}
    />
  );
};
