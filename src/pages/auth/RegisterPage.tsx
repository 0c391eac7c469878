import { email, Form, required, TextInput, useLogin, useNotify } from 'react-admin';
import { PASSWORD_MIN } from '../../../common/options';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerSubmit } from '../forms/useServerSubmit';
import { PasswordFields } from '../forms/PasswordFields';
import { MobileInput } from '../forms/MobileInput';
import { normaliseMobile } from '../forms/validators';
import { AuthLink } from './AuthLinks';

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
  const notify = useNotify();
  const { failure, submit } = useServerSubmit();

  const register = (values: Partial<RegisterValues>) =>
    submit(async () => {
      const { token } = await apiFetch<{ token: string }>('/register', {
        method: 'POST',
        body: { ...values, phone: normaliseMobile(values.phone ?? ''), email: values.email || undefined },
      });
      await login({ token }, '/dashboard');
      notify('shell.register.success', { type: 'success' });
    }, 'shell.register.failed');

  return (
    <FormCard title="shell.register.title" failure={failure}>
      <Form onSubmit={register}>
        <TextInput source="name" label="shell.register.name" validate={required()} autoComplete="name" fullWidth />
        <MobileInput source="phone" label="shell.register.phone" />
        <TextInput source="email" label="shell.register.email" type="email" validate={email()} autoComplete="email" fullWidth />
        <PasswordFields
          source="password"
          label="shell.register.password"
          confirmationLabel="shell.register.confirmation"
          min={PASSWORD_MIN.register}
        />
        <SubmitButton label="shell.register.submit" fullWidth />
      </Form>
      <AuthLink text="shell.register.have_account" label="shell.nav.login" to="/login" />
    </FormCard>
  );
};
