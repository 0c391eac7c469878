import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { email, required, TextInput, useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useFormSubmit } from '../../components/useFormSubmit';
import { AuthLink } from './AuthLinks';
import { AppForm } from '../../components/AppForm';

/**
 * Asks for the account's email and sends a reset link; the answer never tells whether the email exists. An account
 * without an email is told to ask the office for a temporary password.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const { submit, error } = useFormSubmit({
    save: async (values: { email?: string }) => {
      setSent(false);
      await apiFetch('/password/forgot', { method: 'POST', body: { email: values.email } });
      setSent(true);
    },
    fallback: 'shell.forgot.failed',
    labels: { email: 'shell.forgot.email' },
  });

  return (
    <FormCard title="shell.forgot.title">
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('shell.forgot.sent')}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('shell.forgot.intro')}
        </Typography>
      )}
      <AppForm onSubmit={submit}>
        <TextInput source="email" label="shell.forgot.email" type="email" validate={[required(), email()]} autoComplete="email" fullWidth />
        <FormErrorAlert error={error} />
        <SubmitButton label="shell.forgot.submit" fullWidth />
      </AppForm>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('shell.forgot.phone_only')}
      </Alert>
      <AuthLink label="shell.forgot.back" to="/login" />
    </FormCard>
  );
};
