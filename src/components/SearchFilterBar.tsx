import { Box, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../common/options';
import { ChoiceSelect, type ChoiceFilter } from './ChoiceSelect';
import { PageSizeAndButtons } from './ListFilterControls';
import { useFilterDraft } from './useFilterDraft';

const TEXT_FILTERS = ['q'] as const;

interface SearchFilterBarProps {
  /** The search box's label (what it looks in). */
  searchLabel: string;
  choice: ChoiceFilter;
  sizes: readonly number[];
}

/**
 * A list's filter bar, kept in the URL by the list: the search box (`q`) applied on Search or Enter, one choice and the
 * page size applied at once, Reset clearing all.
 */
export const SearchFilterBar = ({ searchLabel, choice, sizes }: SearchFilterBarProps) => {
  const translate = useTranslate();
  const { filterValues, setFilters, setPerPage } = useListContext();
  const { draft, change, submit, clear } = useFilterDraft(TEXT_FILTERS, filterValues);

  const apply = (changes: Record<string, string>) => {
    const next = Object.entries({ ...filterValues, ...changes }).filter(([, value]) => value !== '');
    setFilters(Object.fromEntries(next), undefined);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(submit());
  };
  const reset = () => {
    clear();
    setFilters({}, undefined);
    setPerPage(DEFAULT_PAGE_SIZE);
  };

  return (
    <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 2, alignItems: 'center', width: '100%' }}>
      <TextField size="small" label={translate(searchLabel)} value={draft.q} onChange={(event) => change('q', event.target.value)} sx={{ flex: '2 1 220px' }} />
      <ChoiceSelect
        choice={choice}
        value={filterValues[choice.name] ?? ''}
        onChange={(value) => apply({ [choice.name]: value })}
        sx={{ flex: '1 1 140px' }}
      />
      <PageSizeAndButtons sizes={sizes} onReset={reset} />
    </Box>
  );
};
