import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { VEHICLE_STATE } from '../../components/complianceFilters';
import type { SearchKindConfig } from './searchKinds';

export interface SearchValues {
  number: string;
  application_no: string;
  /** Vehicles only: the roadworthiness state (red, amber) or ''. */
  state: string;
}

interface SearchFormProps {
  config: SearchKindConfig;
  initial: SearchValues;
  onSearch: (values: SearchValues) => void;
}

/** The number and the application number (and a vehicle's roadworthiness state); searching needs one of them. */
export const SearchForm = ({ config, initial, onSearch }: SearchFormProps) => {
  const translate = useTranslate();
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { number: values.number.trim(), application_no: values.application_no.trim(), state: values.state };
    const given = !!(trimmed.number || trimmed.application_no || trimmed.state);
    setMissing(!given);
    if (given) onSearch(trimmed);
  };
  const field = (name: keyof SearchValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    size: 'small' as const,
    sx: { flex: '1 1 220px' },
  });
  return (
    <Box component="form" role="search" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        {...field('number')}
        label={translate(`search.numbers.${config.kind}`)}
        placeholder={config.placeholder}
        error={missing}
        helperText={translate(missing ? 'search.enter_a_number' : 'search.hint')}
        autoFocus
      />
      <TextField {...field('application_no')} label={translate('search.application_no')} />
      {config.kind === 'vehicle' && (
        <ChoiceSelect choice={VEHICLE_STATE} value={values.state} onChange={(state) => setValues({ ...values, state })} sx={{ flex: '1 1 200px' }} />
      )}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 0.25 }}>
        {translate('search.submit')}
      </Button>
    </Box>
  );
};
