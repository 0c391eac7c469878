import { Box } from '@mui/material';
import { required, SelectInput, TextInput } from 'react-admin';
import { VEHICLE_TYPES } from '../../../common/options';
import { upperCase } from '../../components/inputs';

const TYPE_CHOICES = VEHICLE_TYPES.map((type) => ({ id: type, name: type }));
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

export const VEHICLE_FIELDS = ['registration_no', 'type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const;

/** The fields of a vehicle, shared by Add and Edit Vehicle. */
export const VehicleInputs = () => (
  <Box sx={twoColumns}>
    <TextInput
      source="registration_no"
      label="citizens.fields.registration_no"
      validate={required()}
      parse={upperCase}
      placeholder="CG04AB1234"
    />
    <SelectInput source="type" label="citizens.fields.type" choices={TYPE_CHOICES} emptyText="" />
    <TextInput source="make_model" label="citizens.fields.make_model" />
    <TextInput source="chassis_no" label="citizens.fields.chassis_no" parse={upperCase} />
    <TextInput source="engine_no" label="citizens.fields.engine_no" parse={upperCase} />
    <TextInput source="application_no" label="citizens.fields.application_no" parse={upperCase} />
  </Box>
);
