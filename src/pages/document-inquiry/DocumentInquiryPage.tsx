import { Typography } from '@mui/material';
import { INQUIRY_DOCUMENT_TYPES } from '../../../common/options';
import { isRegistrationNumber, normaliseMobile } from '../../../common/rules';
import { useSession } from '../../authProvider/session';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import type { FieldRule } from '../../forms/fieldRules';
import { FormCheckboxGroup } from '../../forms/FormCheckboxGroup';
import { FormMobileField } from '../../forms/FormMobileField';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { optionKey } from '../../i18n/options';
import { useTranslate } from '../../i18n/translations';
import { FormCard } from '../forms/FormCard';
import { MyReferences } from '../outbox/MyReferences';
import { usePublicSend } from '../outbox/usePublicSend';
import { WaitingForNetwork } from '../outbox/WaitingForNetwork';

interface InquiryValues {
  name?: string;
  phone?: string;
  vehicle_no?: string;
  document_type?: string[];
}

const atLeastOneType: FieldRule = (value) => ((value as string[] | undefined)?.length ? undefined : 'desk.inquiries.document_types_required');
const upperCase = (value: string) => value.toUpperCase();

/**
 * Document Inquiry (public, and the staff's too): name, mobile, optional vehicle number, the document types to check;
 * success opens its page saying what comes next. Sent without a network, it waits on the phone and is sent when the
 * network returns.
 */
export const DocumentInquiryPage = () => {
  const translate = useTranslate();
  const { send, onSent, waiting } = usePublicSend('inquiry', '/document-inquiry/sent');
  const { submit, error } = useLightSubmit({
    save: async (values: InquiryValues) => {
      const phone = normaliseMobile(values.phone ?? '');
      return send({ ...values, phone }, phone);
    },
    onSaved: onSent,
    fallback: 'desk.inquiries.failed',
    labels: { name: 'desk.inquiries.name', phone: 'desk.inquiries.phone', vehicle_no: 'desk.inquiries.vehicle_no' },
  });

  return (
    <FormCard title="desk.inquiries.form_title" maxWidth={560}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('desk.inquiries.intro')}
      </Typography>
      {waiting ? <WaitingForNetwork kind="inquiry" /> : <InquiryForm submit={submit} error={error} />}
      <MyReferences />
    </FormCard>
  );
};

/**
 * The form itself: name, mobile (a signed-in user's own: the form waits for the session), optional vehicle number of a
 * registration's shape, the document types to check.
 */
const InquiryForm = ({ submit, error }: { submit: (values: InquiryValues) => Promise<Record<string, string> | undefined>; error: string | null }) => {
  const translate = useTranslate();
  const session = useSession();
  if (session.status === 'loading') return null;
  const user = session.status === 'signedIn' ? session.user : undefined;
  const registration: FieldRule = (value) =>
    value && !isRegistrationNumber(String(value)) ? ['citizens.validation.registration_no', { field: translate('desk.inquiries.vehicle_no') }] : undefined;
  return (
    <LightForm<InquiryValues> onSubmit={submit} defaultValues={{ name: user?.name ?? '', phone: user?.phone ?? '', vehicle_no: '', document_type: [] }}>
      <FormTextField name="name" label="desk.inquiries.name" required limit="text" autoComplete="name" />
      <FormMobileField name="phone" label="desk.inquiries.phone" />
      <FormTextField name="vehicle_no" label="desk.inquiries.vehicle_no" rules={[registration]} parse={upperCase} inputProps={{ maxLength: 15 }} />
      <FormCheckboxGroup
        name="document_type"
        label="desk.inquiries.document_types"
        choices={INQUIRY_DOCUMENT_TYPES.map((id) => ({ id, name: translate(optionKey('document_types', id)) }))}
        rules={[atLeastOneType]}
      />
      <FormErrorAlert error={error} />
      <SubmitButton label="desk.inquiries.submit" />
    </LightForm>
  );
};

// The success page comes in this page's chunk: once the form is here, its answer never waits on code not yet loaded.
export { InquirySentPage } from '../submitted/SubmittedPage';
