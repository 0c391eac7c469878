import { Box, Typography } from '@mui/material';
import { required, SelectInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { SERVICE_CATEGORIES, SERVICES_BY_CATEGORY, type ServiceCategory } from '../../../common/options';
import { useSessionUser } from '../../authProvider';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useFormSubmit } from '../../components/useFormSubmit';
import { MobileInput } from '../../components/MobileInput';
import { normaliseMobile } from '../../../common/rules';
import { MyReferences } from '../outbox/MyReferences';
import { usePublicSend } from '../outbox/usePublicSend';
import { WaitingForNetwork } from '../outbox/WaitingForNetwork';
import { ServicesInput } from './ServicesInput';
import type { FormProps } from 'react-admin';
import { AppForm } from '../../components/AppForm';
import { LimitedTextInput } from '../../components/LimitedTextInput';

interface ServiceRequestValues {
  category?: ServiceCategory;
  services?: string[];
  contact_name?: string;
  contact_phone?: string;
  query?: string;
}

const isCategory = (value: string | null): value is ServiceCategory => SERVICE_CATEGORIES.includes(value as ServiceCategory);

/** The form opens with the category and service of the tile that led here (`?category=…&service=…`). */
function chosenService(search: URLSearchParams): Pick<ServiceRequestValues, 'category' | 'services'> {
  const category = search.get('category');
  if (!isCategory(category)) return { services: [] };
  const service = search.get('service');
  const known = SERVICES_BY_CATEGORY[category].some(({ key }) => key === service);
  return { category, services: known ? [service!] : [] };
}

/** Category 'other' has no services, so the query must say what is needed. */
const queryForOther: Validator = (value, values) => (values?.category === 'other' && !value?.trim() ? 'shell.ask.query_required' : undefined);

/** Submit Request, disabled until a category is chosen, says so beside it (visible on a phone too, unlike a tooltip). */
const SubmitRequest = () => {
  const translate = useTranslate();
  const category = useWatch({ name: 'category' });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <SubmitButton label="shell.ask.submit" disabled={!category} describedBy={category ? undefined : 'submit-request-why'} />
      {!category && (
        <Typography id="submit-request-why" variant="body2" color="text.secondary">
          {translate('shell.ask.choose_category_first')}
        </Typography>
      )}
    </Box>
  );
};

/** Ask For Service (public): category, its services, contact name and phone, query; success opens its page saying what comes next. */
export const AskForServicePage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const { send, onSent, waiting } = usePublicSend('request', '/ask-for-service/sent');
  const { submit, error } = useFormSubmit({
    save: async (values: ServiceRequestValues) => {
      const body = { ...values, contact_phone: normaliseMobile(values.contact_phone ?? ''), services: values.services ?? [] };
      return send(body, body.contact_phone);
    },
    onSaved: onSent,
    fallback: 'shell.ask.failed',
    labels: { contact_name: 'shell.ask.contact_name', contact_phone: 'shell.ask.contact_phone', query: 'shell.ask.query' },
  });

  return (
    <FormCard title="shell.ask.title" maxWidth={860}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('shell.ask.intro')}
      </Typography>
      {waiting ? <WaitingForNetwork kind="request" /> : <RequestForm key={user?.id ?? 'visitor'} submit={submit} error={error} />}
      <MyReferences />
    </FormCard>
  );
};

/** The form itself: category, its services, contact name and phone, query. */
const RequestForm = ({ submit, error }: { submit: FormProps['onSubmit']; error: string | null }) => {
  const [search] = useSearchParams();
  const user = useSessionUser();
  return (
    <AppForm
      onSubmit={submit}
      defaultValues={{ ...chosenService(search), contact_name: user?.name ?? '', contact_phone: user?.phone ?? '', query: '' }}
    >
      <SelectInput
        source="category"
        label="shell.ask.category"
        choices={SERVICE_CATEGORIES.map((id) => ({ id, name: `shell.categories.${id}` }))}
        validate={required()}
        fullWidth
      />
      <ServicesInput />
      <LimitedTextInput source="contact_name" label="shell.ask.contact_name" validate={required()} autoComplete="name" fullWidth />
      <MobileInput source="contact_phone" label="shell.ask.contact_phone" />
      <LimitedTextInput source="query" label="shell.ask.query" limit="query" validate={queryForOther} multiline minRows={3} fullWidth />
      <FormErrorAlert error={error} />
      <SubmitRequest />
    </AppForm>
  );
};

// The success page comes in this page's chunk: once the form is here, its answer never waits on code not yet loaded.
export { RequestSentPage } from '../submitted/SubmittedPage';
