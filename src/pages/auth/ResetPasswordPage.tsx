import { Alert, Button, Typography } from '@mui/material';
import { email, required, TextInput, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '../../../common/options';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useFormSubmit } from '../../components/useFormSubmit';
import { PasswordFields } from '../forms/PasswordFields';
import { AuthLink } from './AuthLinks';
import { AppForm } from '../../components/AppForm';

/**
 * Sets a new password with the emailed link's email and token, then goes to /login; without a token, offers a new link.
 * The page cannot know whose account the link is for: its hint says both rules (6, 8 for staff), the server holds them.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const { submit, error } = useFormSubmit({
    save: (values: { email?: string; password?: string; password_confirmation?: string }) =>
      apiFetch('/password/reset', { method: 'POST', body: { ...values, token } }),
    success: 'shell.reset.success',
    onSaved: () => navigate('/login'),
    fallback: 'shell.reset.failed',
    labels: { email: 'shell.reset.email', password: 'shell.reset.password' },
  });

  return (
    <FormCard title="shell.reset.title">
      {!token ? (
        <>
          <Alert severity="error">{translate('shell.reset.missing_token')}</Alert>
          <Typography sx={{ mt: 2 }}>{translate('shell.reset.request_new_text')}</Typography>
          <Button component={Link} to="/forgot-password" variant="contained" fullWidth sx={{ mt: 2 }}>
            {translate('shell.reset.request_new')}
          </Button>
        </>
      ) : (
        <AppForm onSubmit={submit} defaultValues={{ email: search.get('email') ?? '' }}>
          <TextInput source="email" label="shell.reset.email" type="email" validate={[required(), email()]} autoComplete="email" fullWidth />
          <PasswordFields
            source="password"
            label="shell.reset.password"
            confirmationLabel="shell.reset.confirmation"
            min={PASSWORD_MIN.user}
            hint={translate('shell.reset.password_hint', PASSWORD_MIN)}
          />
          <FormErrorAlert error={error} />
          <SubmitButton label="shell.reset.submit" fullWidth />
        </AppForm>
      )}
      <AuthLink label="shell.forgot.back" to="/login" />
    </FormCard>
  );
};
