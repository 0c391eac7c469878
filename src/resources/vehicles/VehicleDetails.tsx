import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComplianceRecord, VehicleDetails as Details } from '../../dataProvider/citizens';
import { ComplianceChip } from '../../components/ComplianceChip';
import { useOptionLabel } from '../../i18n/options';
import { RecordTable } from '../records/RecordTable';
import { RECORD_TYPES } from '../records/recordTypes';

/** One vehicle of All Details: its particulars, its roadworthiness and a read-only table per record type. */
export const VehicleDetails = ({ vehicle }: { vehicle: Details }) => {
  const translate = useTranslate();
  const optionLabel = useOptionLabel();
  const particulars = [optionLabel('vehicle_types', vehicle.type), vehicle.make_model].filter(Boolean).join(' · ');
  const numbers = [
    vehicle.chassis_no && `${translate('citizens.fields.chassis_no')} ${vehicle.chassis_no}`,
    vehicle.engine_no && `${translate('citizens.fields.engine_no')} ${vehicle.engine_no}`,
    vehicle.application_no && `${translate('citizens.fields.application_no')} ${vehicle.application_no}`,
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3">
          {vehicle.registration_no}
        </Typography>
        <ComplianceChip compliance={vehicle.compliance} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[particulars, ...numbers].filter(Boolean).join(' · ')}
      </Typography>
      {RECORD_TYPES.map((config) => (
        <Box key={config.type} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4">
            {translate(`citizens.records.${config.key}.title`)}
          </Typography>
          <RecordTable config={config} records={(vehicle[config.detailsKey] as ComplianceRecord[] | undefined) ?? []} />
        </Box>
      ))}
    </Paper>
  );
};
