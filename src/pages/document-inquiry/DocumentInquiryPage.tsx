import { Typography } from '@mui/material';
import { CheckboxGroupInput, required, TextInput, useTranslate, type FormProps, type Validator } from 'react-admin';
import { INQUIRY_DOCUMENT_TYPES } from '../../../common/options';
import { useSessionUser } from '../../authProvider';
import { useNumberRule } from '../../components/recordRules';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { optionChoices } from '../../i18n/options';
import { FormCard } from '../forms/FormCard';
import { MobileInput } from '../../components/MobileInput';
import { useFormSubmit } from '../../components/useFormSubmit';
import { normaliseMobile } from '../../../common/rules';
import { MyReferences } from '../outbox/MyReferences';
import { usePublicSend } from '../outbox/usePublicSend';
import { WaitingForNetwork } from '../outbox/WaitingForNetwork';
import { AppForm } from '../../components/AppForm';
import { LimitedTextInput } from '../../components/LimitedTextInput';

interface InquiryValues {
  name?: string;
  phone?: string;
  vehicle_no?: string;
  document_type?: string[];
}

const atLeastOneType: Validator = (value) => (value?.length ? undefined : 'desk.inquiries.document_types_required');
const upperCase = (value: string) => value.toUpperCase();

/** The optional vehicle number, of a registration's shape. */
const VehicleNumberInput = () => {
  const registrationRule = useNumberRule('vehicle_no', 'desk.inquiries.vehicle_no', 'registration');
  return (
    <TextInput
      source="vehicle_no"
      label="desk.inquiries.vehicle_no"
      validate={registrationRule}
      parse={upperCase}
      inputProps={{ maxLength: 15 }}
      fullWidth
    />
  );
};

/** Document Inquiry (public): name, mobile, optional vehicle number, the document types to check; success opens its page saying what comes next. */
export const DocumentInquiryPage = () => {
  const translate = useTranslate();
  const user = useSessionUser();
  const { send, onSent, waiting } = usePublicSend('inquiry', '/document-inquiry/sent');
  const { submit, error } = useFormSubmit({
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
      {waiting ? <WaitingForNetwork kind="inquiry" /> : <InquiryForm key={user?.id ?? 'visitor'} submit={submit} error={error} />}
      <MyReferences />
    </FormCard>
  );
};

/** The form itself: name, mobile, optional vehicle number, the document types to check. */
const InquiryForm = ({ submit, error }: { submit: FormProps['onSubmit']; error: string | null }) => {
  const user = useSessionUser();
  return (
    <AppForm onSubmit={submit} defaultValues={{ name: user?.name ?? '', phone: user?.phone ?? '', vehicle_no: '', document_type: [] }}>
      <LimitedTextInput source="name" label="desk.inquiries.name" validate={required()} autoComplete="name" fullWidth />
      <MobileInput source="phone" label="desk.inquiries.phone" />
      <VehicleNumberInput />
      <CheckboxGroupInput
        source="document_type"
        label="desk.inquiries.document_types"
        choices={optionChoices('document_types', INQUIRY_DOCUMENT_TYPES)}
        validate={atLeastOneType}
      />
      <FormErrorAlert error={error} />
      <SubmitButton label="desk.inquiries.submit" />
    </AppForm>
  );
};

// The success page comes in this page's chunk: once the form is here, its answer never waits on code not yet loaded.
export { InquirySentPage } from '../submitted/SubmittedPage';
