import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SERVICES_BY_CATEGORY, type ServiceCategory } from '../../../common/options';
import type { FieldRule } from '../../forms/fieldRules';
import { FormCheckboxGroup } from '../../forms/FormCheckboxGroup';
import { useTranslate } from '../../i18n/translations';

const atLeastOneService: FieldRule = (value) => ((value as string[] | undefined)?.length ? undefined : 'desk.requests.services_required');

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
    <FormCheckboxGroup
      name="services"
      label="shell.ask.services"
      choices={services.map(({ key, label }) => ({ id: key, name: translate(`shell.services.${key}`, { _: label }) }))}
      rules={[atLeastOneService]}
    />
  );
};
