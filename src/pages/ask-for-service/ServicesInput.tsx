import { useEffect, useRef } from 'react';
import { CheckboxGroupInput, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { SERVICES_BY_CATEGORY, type ServiceCategory } from '../../../common/options';

const atLeastOneService: Validator = (value) => (value?.length ? undefined : 'desk.requests.services_required');

/** The services of the chosen category (at least one); choosing another category clears them. */
export const ServicesInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const category = useWatch({ name: 'category' }) as ServiceCategory | undefined;
  const shownCategory = useRef(category);
  useEffect(() => {
    if (shownCategory.current === category) return;
    shownCategory.current = category;
    setValue('services', []);
  }, [category, setValue]);

  const services = category ? SERVICES_BY_CATEGORY[category] : [];
  if (services.length === 0) return null;
  return (
    <CheckboxGroupInput
      source="services"
      label="shell.ask.services"
      choices={services.map(({ key, label }) => ({ id: key, name: translate(`shell.services.${key}`, { _: label }) }))}
      translateChoice={false}
      validate={atLeastOneService}
      sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' } }}
    />
  );
};
