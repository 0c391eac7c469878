import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Citizen } from '../../dataProvider/citizens';
import { formatDate } from '../../format';
import { useOptionLabel } from '../../i18n/options';
import { useRelationText } from './CitizenName';

/** The profile fields of a citizen; with counts, the LL, DL and vehicle badges. */
export const CitizenProfile = ({ citizen, counts = false }: { citizen: Citizen; counts?: boolean }) => {
  const translate = useTranslate();
  const relationText = useRelationText();
  const optionLabel = useOptionLabel();
  const fields: [string, string | number | null | undefined][] = [
    ['name', citizen.name],
    ['relative', relationText(citizen)],
    ['mobile', citizen.mobile],
    ['email', citizen.email],
    ['dob', formatDate(citizen.dob)],
    ['age', citizen.age],
    ['address', citizen.address],
    ['city', optionLabel('districts', citizen.city)],
    ['state', optionLabel('states', citizen.state)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}
      >
        {fields.map(([field, value]) => (
          <Box key={field}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(`citizens.fields.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value === null || value === undefined || value === '' ? '-' : value}
            </Typography>
          </Box>
        ))}
      </Box>
      {counts && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Chip color="primary" label={translate('citizens.show.counts.ll', { count: citizen.learner_licenses_count ?? 0 })} />
          <Chip color="secondary" label={translate('citizens.show.counts.dl', { count: citizen.driving_licenses_count ?? 0 })} />
          <Chip color="info" label={translate('citizens.show.counts.vehicles', { count: citizen.vehicles_count ?? 0 })} />
        </Stack>
      )}
    </Paper>
  );
};
