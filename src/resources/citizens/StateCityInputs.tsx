import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from 'react-admin';
import { CG_DISTRICTS, HOME_STATE, STATES } from '../../../common/options';
import { optionChoices } from '../../i18n/options';

const STATE_CHOICES = optionChoices('states', STATES);
const DISTRICT_CHOICES = optionChoices('districts', CG_DISTRICTS);

/** State select (forms start with Chhattisgarh); the city is a district select in Chhattisgarh, free text elsewhere. */
export const StateCityInputs = () => {
  const { setValue } = useFormContext();
  const state = useWatch({ name: 'state' });
  const city = useWatch({ name: 'city' });
  // A city saved before the district list changed stays selectable.
  const districtChoices = city && !CG_DISTRICTS.includes(city) ? [...DISTRICT_CHOICES, { id: city, name: city }] : DISTRICT_CHOICES;
  return (
    <>
      <SelectInput
        source="state"
        label="citizens.fields.state"
        choices={STATE_CHOICES}
        emptyText=""
        onChange={() => setValue('city', null, { shouldDirty: true })}
      />
      {state === HOME_STATE ? (
        <SelectInput source="city" label="citizens.fields.city" choices={districtChoices} emptyText="" />
      ) : (
        <TextInput source="city" label="citizens.fields.city" />
      )}
    </>
  );
};
