import { PASSWORD_MIN } from '../../../common/options';
import { normaliseMobile } from '../../../common/rules';
import { greetNextPage } from '../../authProvider/greeting';
import { startSession, type SessionUser } from '../../authProvider/session';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../dataProvider/http';
import { email } from '../../forms/fieldRules';
import { FormMobileField } from '../../forms/FormMobileField';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { usePageNavigate } from '../../routing/pageLinks';
import { FormCard } from '../forms/FormCard';
import { PasswordFields } from '../forms/PasswordFields';
import { AuthLink } from './AuthLinks';

interface RegisterValues {
  name?: string;
  phone?: string;
  email?: string;
  password?: string;
  password_confirmation?: string;
}

/**
 * Creates an account (role user) whose profile takes the page's language (the API reads it from the call), starts the
 * session with the token it returns and opens the dashboard, saying 'Registration successful! Welcome.' (from the
 * public entry, a load of the back office's page).
 */
export const RegisterPage = () => {
  const navigate = usePageNavigate();
  const { submit, error } = useLightSubmit({
    save: async (values: RegisterValues) => {
      const { token, user } = await apiFetch<{ token: string; user: SessionUser }>('/register', {
        method: 'POST',
        body: { ...values, phone: normaliseMobile(values.phone ?? ''), email: values.email || undefined },
      });
      startSession(token, user.role);
      greetNextPage('shell.register.success');
      navigate('/dashboard');
    },
    fallback: 'shell.register.failed',
    labels: { name: 'shell.register.name', phone: 'shell.register.phone', email: 'shell.register.email' },
  });

  return (
    <FormCard title="shell.register.title">
      <LightForm<RegisterValues> onSubmit={submit} defaultValues={{ name: '', phone: '', email: '', password: '', password_confirmation: '' }}>
        <FormTextField name="name" label="shell.register.name" required limit="text" autoComplete="name" />
        <FormMobileField name="phone" label="shell.register.phone" />
        <FormTextField name="email" label="shell.register.email" type="email" rules={[email]} autoComplete="email" />
        <PasswordFields source="password" label="shell.register.password" confirmationLabel="shell.register.confirmation" min={PASSWORD_MIN.user} />
        <FormErrorAlert error={error} />
        <SubmitButton label="shell.register.submit" fullWidth />
      </LightForm>
      <AuthLink text="shell.register.have_account" label="shell.nav.login" to="/login" />
    </FormCard>
  );
};
