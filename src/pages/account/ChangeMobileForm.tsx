import { useState } from 'react';
import { Form, PasswordInput, required, useNotify } from 'react-admin';
import { loadSessionUser } from '../../authProvider';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerSubmit } from '../forms/useServerSubmit';
import { MobileInput } from '../forms/MobileInput';
import { normaliseMobile } from '../forms/validators';

/** Change Mobile Number: the new number and the current password (PUT /me/phone). */
export const ChangeMobileForm = ({ currentMobile }: { currentMobile: string }) => {
  const notify = useNotify();
  const { failure, submit } = useServerSubmit();
  const [formKey, setFormKey] = useState(0);

  const change = (values: { phone?: string; password?: string }) =>
    submit(async () => {
      await apiFetch('/me/phone', { method: 'PUT', body: { phone: normaliseMobile(values.phone ?? ''), password: values.password } });
      await loadSessionUser(true);
      notify('shell.account.mobile_updated', { type: 'success' });
      setFormKey((key) => key + 1);
    }, 'shell.account.mobile_failed');

  return (
    <FormCard title="shell.account.change_mobile" failure={failure} heading="h2" maxWidth={560}>
      <Form key={formKey} onSubmit={change}>
        <MobileInput source="phone" label="shell.account.new_mobile" />
        <PasswordInput source="password" label="shell.account.current_password" validate={required()} autoComplete="current-password" fullWidth />
        <SubmitButton label="shell.account.update_mobile" />
      </Form>
    </FormCard>
  );
};
