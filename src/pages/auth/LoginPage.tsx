import { Alert } from '@mui/material';
import { credentialsFor } from '../../authProvider/credentials';
import { greetNextPage } from '../../authProvider/greeting';
import { startSession, type SessionUser } from '../../authProvider/session';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../dataProvider/http';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { useTranslate } from '../../i18n/translations';
import { usePageLocation, usePageNavigate, useSearch } from '../../routing/pageLinks';
import { FormCard } from '../forms/FormCard';
import { AuthLink } from './AuthLinks';
import { afterLoginTarget, noticeOf } from './redirect';

interface LoginValues {
  identifier?: string;
  password?: string;
}

/**
 * One identifier (email when it has an '@', otherwise mobile) and a password; the session started, then the redirect
 * target or /dashboard opens, saying 'Welcome!' (from the public entry, a load of the back office's page). Opened with a
 * notice (a password just reset), it says it above the form.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const { state } = usePageLocation();
  const target = afterLoginTarget(useSearch(), state);
  const notice = noticeOf(state);
  const navigate = usePageNavigate();
  const { submit, error } = useLightSubmit({
    save: async ({ identifier = '', password = '' }: LoginValues) => {
      const { token, user } = await apiFetch<{ token: string; user: SessionUser }>('/login', { method: 'POST', body: credentialsFor(identifier.trim(), password) });
      startSession(token, user.role);
      greetNextPage('shell.login.welcome');
      navigate(target);
    },
    fallback: 'shell.login.failed',
    renames: { phone: 'identifier', email: 'identifier' },
  });

  return (
    <FormCard title="shell.login.title">
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate(notice)}
        </Alert>
      )}
      <LightForm<LoginValues> onSubmit={submit} defaultValues={{ identifier: '', password: '' }}>
        <FormTextField name="identifier" label="shell.login.identifier" required autoComplete="username" />
        <FormTextField name="password" label="shell.login.password" type="password" required autoComplete="current-password" />
        <FormErrorAlert error={error} />
        <SubmitButton label="shell.login.submit" fullWidth />
      </LightForm>
      <AuthLink label="shell.login.forgot" to="/forgot-password" />
      <AuthLink text="shell.login.no_account" label="shell.nav.register" to="/register" />
    </FormCard>
  );
};
