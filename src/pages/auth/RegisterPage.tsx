import { email, required, TextInput, useLogin } from 'react-admin';
import { PASSWORD_MIN } from '../../../common/options';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useFormSubmit } from '../../components/useFormSubmit';
import { PasswordFields } from '../forms/PasswordFields';
import { MobileInput } from '../../components/MobileInput';
import { normaliseMobile } from '../../../common/rules';
import { AuthLink } from './AuthLinks';
import { AppForm } from '../../components/AppForm';
import { LimitedTextInput } from '../../components/LimitedTextInput';

interface RegisterValues {
  name: string;
  phone: string;
  email?: string;
  password: string;
  password_confirmation: string;
}

/** Creates an account (role user), signs in with the token it returns and opens the dashboard. */
export const RegisterPage = () => {
  const login = useLogin();
  const { submit, error } = useFormSubmit({
    save: async (values: Partial<RegisterValues>) => {
      const { token } = await apiFetch<{ token: string }>('/register', {
        method: 'POST',
        body: { ...values, phone: normaliseMobile(values.phone ?? ''), email: values.email || undefined },
      });
      await login({ token }, '/dashboard');
    },
    success: 'shell.register.success',
    fallback: 'shell.register.failed',
    labels: { name: 'shell.register.name', phone: 'shell.register.phone', email: 'shell.register.email' },
  });

  return (
    <FormCard title="shell.register.title">
      <AppForm onSubmit={submit}>
        <LimitedTextInput source="name" label="shell.register.name" validate={required()} autoComplete="name" fullWidth />
        <MobileInput source="phone" label="shell.register.phone" />
        <TextInput source="email" label="shell.register.email" type="email" validate={email()} autoComplete="email" fullWidth />
        <PasswordFields
          source="password"
          label="shell.register.password"
          confirmationLabel="shell.register.confirmation"
          min={PASSWORD_MIN.user}
        />
        <FormErrorAlert error={error} />
        <SubmitButton label="shell.register.submit" fullWidth />
      </AppForm>
      <AuthLink text="shell.register.have_account" label="shell.nav.login" to="/login" />
    </FormCard>
  );
};
