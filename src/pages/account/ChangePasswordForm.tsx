import { useState } from 'react';
import { Form, PasswordInput, required, useNotify } from 'react-admin';
import { PASSWORD_MIN } from '../../../common/options';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerSubmit } from '../forms/useServerSubmit';
import { PasswordFields } from '../forms/PasswordFields';

/** Change Password: current, new and confirmation (PUT /me/password). */
export const ChangePasswordForm = () => {
  const notify = useNotify();
  const { failure, submit } = useServerSubmit();
  const [formKey, setFormKey] = useState(0);

  const change = (values: Record<string, string>) =>
    submit(async () => {
      await apiFetch('/me/password', { method: 'PUT', body: values });
      notify('shell.account.password_updated', { type: 'success' });
      setFormKey((key) => key + 1);
    }, 'shell.account.password_failed');

  return (
    <FormCard title="shell.account.change_password" failure={failure} heading="h2" maxWidth={560}>
      <Form key={formKey} onSubmit={change}>
        <PasswordInput source="current_password" label="shell.account.current_password" validate={required()} autoComplete="current-password" fullWidth />
        <PasswordFields
          source="new_password"
          label="shell.account.new_password"
          confirmationLabel="shell.account.new_password_confirmation"
          min={PASSWORD_MIN.reset}
        />
        <SubmitButton label="shell.account.update_password" />
      </Form>
    </FormCard>
  );
};
