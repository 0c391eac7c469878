import { Typography } from '@mui/material';
import { CheckboxGroupInput, Form, required, TextInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { INQUIRY_DOCUMENT_TYPES } from '../../../common/options';
import { useSessionUser } from '../../authProvider';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { MobileInput } from '../forms/MobileInput';
import { useServerSubmit } from '../forms/useServerSubmit';
import { normaliseMobile } from '../forms/validators';

interface InquiryValues {
  name?: string;
  phone?: string;
  vehicle_no?: string;
  document_type?: string[];
}

const atLeastOneType: Validator = (value) => (value?.length ? undefined : 'desk.inquiries.document_types_required');
const upperCase = (value: string) => value.toUpperCase();

/** Document Inquiry (public): name, mobile, optional vehicle number, the document types to check; success returns to /. */
export const DocumentInquiryPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useSessionUser();
  const { failure, submit } = useServerSubmit();

  const send = (values: InquiryValues) =>
    submit(async () => {
      await apiFetch('/document-inquiries', { method: 'POST', body: { ...values, phone: normaliseMobile(values.phone ?? '') } });
      notify('desk.inquiries.submitted', { type: 'success' });
      navigate('/');
    }, 'desk.inquiries.failed');

  return (
    <FormCard title="desk.inquiries.form_title" failure={failure} maxWidth={560}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('desk.inquiries.intro')}
      </Typography>
      <Form
        key={user?.id ?? 'visitor'}
        onSubmit={send}
        defaultValues={{ name: user?.name ?? '', phone: user?.phone ?? '', vehicle_no: '', document_type: [] }}
      >
        <TextInput source="name" label="desk.inquiries.name" validate={required()} autoComplete="name" fullWidth />
        <MobileInput source="phone" label="desk.inquiries.phone" maxLength={10} />
        <TextInput source="vehicle_no" label="desk.inquiries.vehicle_no" parse={upperCase} inputProps={{ maxLength: 15 }} fullWidth />
        <CheckboxGroupInput
          source="document_type"
          label="desk.inquiries.document_types"
          choices={INQUIRY_DOCUMENT_TYPES.map((id) => ({ id, name: id }))}
          translateChoice={false}
          validate={atLeastOneType}
        />
        <SubmitButton label="desk.inquiries.submit" />
      </Form>
    </FormCard>
  );
};
