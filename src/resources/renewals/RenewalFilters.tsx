import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControlLabel, IconButton, InputAdornment, Switch, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { EXPIRY_DOCUMENT_KEYS } from '../../../common/options';
import { ChoiceSelect, type ChoiceFilter } from '../../components/ChoiceSelect';
import { useFilterDraft } from '../../components/useFilterDraft';
import { useBranches } from '../users/useBranches';
import { useStaffMembers, type RenewalFilterValues } from './useRenewals';

const DUE_WITHIN = ['7', '15', '30'];
const TEXT_FILTERS = ['q'] as const;

interface RenewalFiltersProps {
  value: RenewalFilterValues;
  onChange: (value: RenewalFilterValues) => void;
}

/** The board's filters: a search (applied on Enter or its button), document type, branch (for those who see every branch), assignee, due within, overdue, replied since the last reminder. */
export const RenewalFilters = ({ value, onChange }: RenewalFiltersProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // A manager of one branch sees only it; admins and branchless managers choose.
  const everyBranch = !!identity && (identity.role === 'admin' || identity.branch_id === null);
  const branches = useBranches();
  const staff = useStaffMembers();
  const set = (key: keyof RenewalFilterValues) => (next: string | boolean) => onChange({ ...value, [key]: next });
  const { draft, change, submit } = useFilterDraft(TEXT_FILTERS, value);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, ...submit() });
  };
  const selects: (ChoiceFilter & { key: keyof RenewalFilterValues; shown: boolean })[] = [
    {
      key: 'doc_type', name: 'doc_type', label: 'renewals.filters.doc_type', all: 'renewals.filters.all_types', shown: true,
      choices: EXPIRY_DOCUMENT_KEYS.map((key) => ({ value: key, label: `expiries.types.${key}` })),
    },
    {
      key: 'branch_id', name: 'branch_id', label: 'renewals.filters.branch', all: 'renewals.filters.all_branches', shown: everyBranch,
      choices: (branches.data ?? []).map((branch) => ({ value: String(branch.id), label: branch.name })),
    },
    {
      key: 'assignee_id', name: 'assignee_id', label: 'renewals.filters.assignee', all: 'renewals.filters.anyone', shown: true,
      choices: (staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
    },
    {
      key: 'due_within', name: 'due_within', label: 'renewals.filters.due_within', all: 'renewals.filters.any_time', shown: true,
      choices: DUE_WITHIN.map((days) => ({ value: days, label: translate('renewals.filters.days', { smart_count: Number(days) }) })),
    },
  ];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <Box component="form" role="search" onSubmit={search} sx={{ flex: '1 1 260px', maxWidth: { md: 420 } }}>
        <TextField
          size="small"
          fullWidth
          label={translate('renewals.filters.search')}
          value={draft.q}
          onChange={(event) => change('q', event.target.value)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton type="submit" edge="end" aria-label={translate('renewals.filters.search_button')}>
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {selects
        .filter((select) => select.shown)
        .map((select) => (
          <ChoiceSelect key={select.key} choice={select} value={String(value[select.key] ?? '')} onChange={set(select.key)} sx={{ minWidth: 160 }} />
        ))}
      {(['overdue', 'replied'] as const).map((key) => (
        <FormControlLabel key={key} control={<Switch checked={!!value[key]} onChange={(event) => set(key)(event.target.checked)} />} label={translate(`renewals.filters.${key}`)} />
      ))}
    </Box>
  );
};
