import { Box } from '@mui/material';
import { CheckboxGroupInput } from 'react-admin';
import { LICENCE_VEHICLE_CLASSES, VEHICLE_CLASS_SEPARATOR } from '../../../common/options';
import { optionChoices } from '../../i18n/options';

const CHOICES = optionChoices('vehicle_classes', LICENCE_VEHICLE_CLASSES.map(({ code }) => code));

const toList = (value: string | null) => (value ? value.split(VEHICLE_CLASS_SEPARATOR).filter(Boolean) : []);
const toText = (codes: string[]) => (codes.length ? codes.join(VEHICLE_CLASS_SEPARATOR) : null);

/** Columns of checkboxes, as many as fit (two on a phone); stored joined by ", ". No scroll box inside the dialog. */
const COLUMNS = { '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 1 } };

/** Several vehicle classes, each a checkbox, flowing in columns. */
export const VehicleClassInput = () => (
  <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, mb: 2, ...COLUMNS }} data-testid="vehicle-class-box">
    <CheckboxGroupInput
      source="vehicle_class"
      label="citizens.fields.vehicle_class"
      choices={CHOICES}
      row={false}
      format={toList}
      parse={toText}
      helperText={false}
    />
  </Box>
);
