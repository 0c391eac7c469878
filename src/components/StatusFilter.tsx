import { SelectInput } from 'react-admin';
import type { DeskKind } from './DeskStatusBadge';

/** The status filter of a staff list (always shown; empty: all statuses). */
export const statusFilter = (kind: DeskKind, statuses: readonly string[]) => [
  <SelectInput
    key="status"
    source="status"
    label="desk.status_filter"
    choices={statuses.map((id) => ({ id, name: `desk.${kind}_statuses.${id}` }))}
    emptyText="desk.all_statuses"
    alwaysOn
  />,
];
