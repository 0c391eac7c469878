import { Box, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { CITIZEN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../common/options';
import { MOBILE_INPUT_MAX_LENGTH } from '../../../common/rules';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { CITIZEN_VEHICLE_STATE } from '../../components/complianceFilters';
import { PageSizeAndButtons } from '../../components/ListFilterControls';
import { useFilterDraft } from '../../components/useFilterDraft';

const TEXT_FILTERS = ['q', 'mobile', 'vehicle_state'] as const;

/** Search box (q), mobile box, vehicle roadworthiness and page size; the filters apply on Search (or Enter), Reset clears them. */
export const CitizenListFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, setPerPage } = useListContext();
  const { draft, change, submit, clear } = useFilterDraft(TEXT_FILTERS, filterValues);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const filters = Object.entries(submit()).filter(([, value]) => value !== '');
    setFilters(Object.fromEntries(filters), undefined);
  };
  const reset = () => {
    clear();
    setFilters({}, undefined);
    setPerPage(DEFAULT_PAGE_SIZE);
  };

  return (
    <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 2, alignItems: 'center' }}>
      <TextField
        size="small"
        label={translate('citizens.list.search')}
        value={draft.q}
        onChange={(event) => change('q', event.target.value)}
        fullWidth={false}
        sx={{ flex: '2 1 220px' }}
      />
      <TextField
        size="small"
        type="tel"
        slotProps={{ htmlInput: { maxLength: MOBILE_INPUT_MAX_LENGTH } }}
        label={translate('citizens.list.mobile')}
        value={draft.mobile}
        onChange={(event) => change('mobile', event.target.value)}
        fullWidth={false}
        sx={{ flex: '1 1 140px' }}
      />
      <ChoiceSelect
        choice={CITIZEN_VEHICLE_STATE}
        value={draft.vehicle_state}
        onChange={(value) => change('vehicle_state', value)}
        sx={{ flex: '1 1 180px' }}
      />
      <PageSizeAndButtons sizes={CITIZEN_PAGE_SIZES} onReset={reset} />
    </Box>
  );
};
