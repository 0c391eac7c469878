import { Box } from '@mui/material';
import { BooleanInput, email, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { RELATION_TYPES } from '../../../common/options';
import { relationKey } from './citizenFields';
import { DateInput } from '../../components/DateInput';
import { MobileInput } from '../../components/MobileInput';
import { StateCityInputs } from './StateCityInputs';
import { LanguageInput } from './LanguageInput';
import { LimitedTextInput } from '../../components/LimitedTextInput';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/** The label of each input the server may name in a field error. */
export const CITIZEN_LABELS = {
  name: 'citizens.fields.name',
  mobile: 'citizens.fields.mobile',
  email: 'citizens.fields.email',
  dob: 'citizens.fields.dob',
} as const;

/** The fields of a citizen profile, shared by New Citizen Profile and Edit Citizen Details. */
export const CitizenInputs = () => {
  const translate = useTranslate();
  const relationChoices = RELATION_TYPES.map((relation) => ({ id: relation, name: translate(relationKey(relation)) }));
  return (
    <Box sx={twoColumns}>
      <LimitedTextInput source="name" label={CITIZEN_LABELS.name} validate={required()} />
      <SelectInput source="relation_type" label="citizens.fields.relation_type" choices={relationChoices} emptyText="" />
      <LimitedTextInput source="relation_name" label="citizens.fields.relation_name" />
      <MobileInput source="mobile" label={CITIZEN_LABELS.mobile} autoComplete="off" />
      <TextInput source="email" label={CITIZEN_LABELS.email} validate={email()} type="email" />
      <DateInput source="dob" label={CITIZEN_LABELS.dob} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <LimitedTextInput source="address" label="citizens.fields.address" limit="address" multiline minRows={2} />
      </Box>
      <StateCityInputs />
      <LanguageInput />
      <BooleanInput source="reminders_opt_out" label="citizens.fields.reminders_opt_out" sx={{ alignSelf: 'center' }} />
    </Box>
  );
};
