import { Box } from '@mui/material';
import { CheckboxGroupInput } from 'react-admin';
import { LICENCE_VEHICLE_CLASSES, VEHICLE_CLASS_SEPARATOR } from '../../../common/options';
import { optionChoices } from '../../i18n/options';

const CHOICES = optionChoices('vehicle_classes', LICENCE_VEHICLE_CLASSES.map(({ code }) => code));

const toList = (value: string | null) => (value ? value.split(VEHICLE_CLASS_SEPARATOR).filter(Boolean) : []);
const toText = (codes: string[]) => (codes.length ? codes.join(VEHICLE_CLASS_SEPARATOR) : null);

/** Several vehicle classes in a checkbox box that scrolls at 150 px; stored joined by ", ". */
export const VehicleClassInput = () => (
  <Box sx={{ maxHeight: 150, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, mb: 2 }} data-testid="vehicle-class-box">
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
