import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SERVICE_CATEGORIES, SERVICES_BY_CATEGORY, type ServiceCategory } from '../../../common/options';
import { normaliseMobile } from '../../../common/rules';
import { useSession } from '../../authProvider/session';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import type { FieldRule } from '../../forms/fieldRules';
import { FormMobileField } from '../../forms/FormMobileField';
import { FormSelectField } from '../../forms/FormSelectField';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { useTranslate } from '../../i18n/translations';
import { useSearch } from '../../routing/pageLinks';
import { FormCard } from '../forms/FormCard';
import { MyReferences } from '../outbox/MyReferences';
import { usePublicSend } from '../outbox/usePublicSend';
import { WaitingForNetwork } from '../outbox/WaitingForNetwork';
import { ServicesInput } from './ServicesInput';

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
const queryForOther: FieldRule = (value, values) => (values.category === 'other' && !String(value ?? '').trim() ? 'shell.ask.query_required' : undefined);

const CATEGORY_CHOICES = SERVICE_CATEGORIES.map((id) => ({ id, name: `shell.categories.${id}` }));

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

/**
 * Ask For Service (public, and the staff's too): category, its services, contact name and phone, query; success opens
 * its page saying what comes next. Sent without a network, it waits on the phone and is sent when the network returns.
 */
export const AskForServicePage = () => {
  const translate = useTranslate();
  const { send, onSent, waiting } = usePublicSend('request', '/ask-for-service/sent');
  const { submit, error } = useLightSubmit({
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
      {waiting ? <WaitingForNetwork kind="request" /> : <RequestForm submit={submit} error={error} />}
      <MyReferences />
    </FormCard>
  );
};

/**
 * The form itself: category, its services, contact name and phone (a signed-in user's own: the form waits for the
 * session, so nothing typed is lost when it comes), query.
 */
const RequestForm = ({ submit, error }: { submit: (values: ServiceRequestValues) => Promise<Record<string, string> | undefined>; error: string | null }) => {
  const search = useSearch();
  const session = useSession();
  if (session.status === 'loading') return null;
  const user = session.status === 'signedIn' ? session.user : undefined;
  return (
    <LightForm<ServiceRequestValues>
      onSubmit={submit}
      defaultValues={{ ...chosenService(search), contact_name: user?.name ?? '', contact_phone: user?.phone ?? '', query: '' }}
    >
      <FormSelectField name="category" label="shell.ask.category" choices={CATEGORY_CHOICES} required />
      <ServicesInput />
      <FormTextField name="contact_name" label="shell.ask.contact_name" required limit="text" autoComplete="name" />
      <FormMobileField name="contact_phone" label="shell.ask.contact_phone" />
      <FormTextField name="query" label="shell.ask.query" limit="query" rules={[queryForOther]} multiline minRows={3} />
      <FormErrorAlert error={error} />
      <SubmitRequest />
    </LightForm>
  );
};

// The success page comes in this page's chunk: once the form is here, its answer never waits on code not yet loaded.
export { RequestSentPage } from '../submitted/SubmittedPage';
