import { Box } from '@mui/material';
import { email, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { RELATION_TYPES } from '../../../common/options';
import { relationKey } from './citizenFields';
import { DateInput } from '../../components/DateInput';
import { validMobile } from '../../components/inputs';
import { StateCityInputs } from './StateCityInputs';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

/** The fields of a citizen profile, shared by New Citizen Profile and Edit Citizen Details. */
export const CitizenInputs = () => {
  const translate = useTranslate();
  const relationChoices = RELATION_TYPES.map((relation) => ({ id: relation, name: translate(relationKey(relation)) }));
  return (
    <Box sx={twoColumns}>
      <TextInput source="name" label="citizens.fields.name" validate={required()} />
      <SelectInput source="relation_type" label="citizens.fields.relation_type" choices={relationChoices} emptyText="" />
      <TextInput source="relation_name" label="citizens.fields.relation_name" />
      <TextInput source="mobile" label="citizens.fields.mobile" validate={[required(), validMobile]} type="tel" />
      <TextInput source="email" label="citizens.fields.email" validate={email()} type="email" />
      <DateInput source="dob" label="citizens.fields.dob" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput source="address" label="citizens.fields.address" multiline minRows={2} />
      </Box>
      <StateCityInputs />
    </Box>
  );
};
