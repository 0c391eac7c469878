import { PasswordInput, required, TextInput, useLogin, useNotify } from 'react-admin';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useFormSubmit } from '../../components/useFormSubmit';
import { AuthLink } from './AuthLinks';
import { afterLoginTarget } from './redirect';
import { AppForm } from '../../components/AppForm';

interface LoginValues {
  identifier: string;
  password: string;
}

/** One identifier (email when it has an '@', otherwise mobile) and a password; then the redirect target or /dashboard. */
export const LoginPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const [search] = useSearchParams();
  const location = useLocation();
  const target = afterLoginTarget(search, location.state);
  const { submit, error } = useFormSubmit({
    save: async (values: Partial<LoginValues>) => {
      await login({ identifier: values.identifier!.trim(), password: values.password }, target);
      notify('shell.login.welcome', { type: 'success' });
    },
    fallback: 'shell.login.failed',
    renames: { phone: 'identifier', email: 'identifier' },
  });

  return (
    <FormCard title="shell.login.title">
      <AppForm onSubmit={submit}>
        <TextInput source="identifier" label="shell.login.identifier" validate={required()} autoComplete="username" fullWidth />
        <PasswordInput source="password" label="shell.login.password" validate={required()} autoComplete="current-password" fullWidth />
        <FormErrorAlert error={error} />
        <SubmitButton label="shell.login.submit" fullWidth />
      </AppForm>
      <AuthLink label="shell.login.forgot" to="/forgot-password" />
      <AuthLink text="shell.login.no_account" label="shell.nav.register" to="/register" />
    </FormCard>
  );
};
