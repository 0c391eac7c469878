import { Alert } from '@mui/material';
import { email, Form, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '../../../common/options';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerSubmit } from '../forms/useServerSubmit';
import { PasswordFields } from '../forms/PasswordFields';
import { AuthLink } from './AuthLinks';

/** Sets a new password with the emailed link's email and token, then goes to /login. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const { failure, submit } = useServerSubmit();

  const reset = (values: { email?: string; password?: string; password_confirmation?: string }) =>
    submit(async () => {
      await apiFetch('/password/reset', { method: 'POST', body: { ...values, token } });
      notify('shell.reset.success', { type: 'success' });
      navigate('/login');
    }, 'shell.reset.failed');

  return (
    <FormCard title="shell.reset.title" failure={failure}>
      {!token ? (
        <Alert severity="error">{translate('shell.reset.missing_token')}</Alert>
      ) : (
        <Form onSubmit={reset} defaultValues={{ email: search.get('email') ?? '' }}>
          <TextInput source="email" label="shell.reset.email" type="email" validate={[required(), email()]} autoComplete="email" fullWidth />
          <PasswordFields
            source="password"
            label="shell.reset.password"
            confirmationLabel="shell.reset.confirmation"
            min={PASSWORD_MIN.reset}
          />
          <SubmitButton label="shell.reset.submit" fullWidth />
        </Form>
      )}
      <AuthLink label="shell.forgot.back" to="/login" />
    </FormCard>
  );
};
