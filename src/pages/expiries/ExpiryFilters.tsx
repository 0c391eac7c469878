import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { EXPIRY_DOCUMENT_TYPES } from '../../../common/options';
import { applyQuickRange, changeFilter, QUICK_RANGES, type QuickRange, type ReportFilters } from './reportFilters';

interface ExpiryFiltersProps {
  filters: ReportFilters;
  onSearch(filters: ReportFilters): void;
}

const DATE_KEYS = ['start_date', 'end_date', 'exact_date'] as const;

/**
 * The report's filters: typed ones apply with Apply, a quick choice at once; Clear empties them all. The page keys it
 * by the URL, so it starts again from the filters in force.
 */
export const ExpiryFilters = ({ filters, onSearch }: ExpiryFiltersProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState(filters);
  const field = (key: keyof ReportFilters) => ({
    name: key,
    value: draft[key] ?? '',
    size: 'small' as const,
    label: translate(`expiries.report.${key}`),
    onChange: (event: { target: { value: string } }) => setDraft(changeFilter(draft, key, event.target.value)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' } }}>
        <TextField {...field('vehicle_no')} slotProps={{ htmlInput: { maxLength: 20 } }} />
        <TextField {...field('owner_name')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField {...field('doc_type')} select>
          <MenuItem value="">{translate('expiries.report.all_types')}</MenuItem>
          {EXPIRY_DOCUMENT_TYPES.map(({ key }) => (
            <MenuItem key={key} value={key}>
              {translate(`expiries.types.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        {DATE_KEYS.map((key) => (
          <TextField key={key} {...field(key)} type="date" slotProps={{ inputLabel: { shrink: true } }} />
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {(Object.keys(QUICK_RANGES) as QuickRange[]).map((range) => (
          <Button key={range} variant="outlined" size="small" onClick={() => onSearch(applyQuickRange(draft, range))}>
            {translate(`expiries.report.quick.${range}`)}
          </Button>
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" onClick={() => onSearch({})}>
          {translate('expiries.report.clear')}
        </Button>
        <Button type="submit" variant="contained" size="small">
          {translate('expiries.report.apply')}
        </Button>
      </Stack>
    </Box>
  );
};
