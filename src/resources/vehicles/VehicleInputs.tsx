import { Box } from '@mui/material';
import { required, SelectInput, TextInput } from 'react-admin';
import { VEHICLE_TYPES } from '../../../common/options';
import { REGISTRATION_EXAMPLE } from '../../../common/rules';
import { upperCase } from '../../components/inputs';
import { useNumberRule } from '../../components/recordRules';
import { optionChoices } from '../../i18n/options';

const TYPE_CHOICES = optionChoices('vehicle_types', VEHICLE_TYPES);
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

export const VEHICLE_FIELDS = ['registration_no', 'type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const;

/** The fields of a vehicle, shared by Add and Edit Vehicle. */
export const VehicleInputs = () => {
  const registrationRule = useNumberRule('registration_no', 'citizens.fields.registration_no', 'registration');
  return (
    <Box sx={twoColumns}>
      <TextInput
        source="registration_no"
        label="citizens.fields.registration_no"
        validate={[required(), registrationRule]}
        parse={upperCase}
        placeholder={REGISTRATION_EXAMPLE}
      />
      <SelectInput source="type" label="citizens.fields.type" choices={TYPE_CHOICES} emptyText="" />
      <TextInput source="make_model" label="citizens.fields.make_model" />
      <TextInput source="chassis_no" label="citizens.fields.chassis_no" parse={upperCase} />
      <TextInput source="engine_no" label="citizens.fields.engine_no" parse={upperCase} />
      <TextInput source="application_no" label="citizens.fields.application_no" parse={upperCase} />
    </Box>
  );
};
