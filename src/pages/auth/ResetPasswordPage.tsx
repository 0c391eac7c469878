import { Alert, Button, Typography } from '@mui/material';
import { PASSWORD_MIN } from '../../../common/options';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../dataProvider/http';
import { email } from '../../forms/fieldRules';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { useTranslate } from '../../i18n/translations';
import { usePageLink, usePageNavigate, useSearch } from '../../routing/pageLinks';
import { FormCard } from '../forms/FormCard';
import { PasswordFields } from '../forms/PasswordFields';
import { AuthLink } from './AuthLinks';
import { signInNotice } from './redirect';

interface ResetValues {
  email?: string;
  password?: string;
  password_confirmation?: string;
}

/**
 * Sets a new password with the emailed link's email and token, then opens /login, which says 'Password updated. Please
 * log in.'; without a token, offers a new link. The page cannot know whose account the link is for: its hint says both
 * rules (6, 8 for staff), the server holds them.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const Link = usePageLink();
  const navigate = usePageNavigate();
  const search = useSearch();
  const token = search.get('token');
  const { submit, error } = useLightSubmit({
    save: (values: ResetValues) => apiFetch('/password/reset', { method: 'POST', body: { ...values, token } }),
    onSaved: () => navigate('/login', signInNotice('shell.reset.success')),
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
        <LightForm<ResetValues> onSubmit={submit} defaultValues={{ email: search.get('email') ?? '', password: '', password_confirmation: '' }}>
          <FormTextField name="email" label="shell.reset.email" type="email" required rules={[email]} autoComplete="email" />
          <PasswordFields
            source="password"
            label="shell.reset.password"
            confirmationLabel="shell.reset.confirmation"
            min={PASSWORD_MIN.user}
            hint={['shell.reset.password_hint', PASSWORD_MIN]}
          />
          <FormErrorAlert error={error} />
          <SubmitButton label="shell.reset.submit" fullWidth />
        </LightForm>
      )}
      <AuthLink label="shell.forgot.back" to="/login" />
    </FormCard>
  );
};
