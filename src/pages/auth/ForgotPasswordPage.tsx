import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/http';
import { FormCard } from '../forms/FormCard';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerSubmit } from '../forms/useServerSubmit';
import { AuthLink } from './AuthLinks';

/** Asks for the account's email and sends a reset link; the answer never tells whether the email exists. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const { failure, submit } = useServerSubmit();
  const [sent, setSent] = useState(false);

  const requestLink = (values: { email?: string }) =>
    submit(async () => {
      setSent(false);
      await apiFetch('/password/forgot', { method: 'POST', body: { email: values.email } });
      setSent(true);
    }, 'shell.forgot.failed');

  return (
    <FormCard title="shell.forgot.title" failure={failure}>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate('shell.forgot.sent')}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('shell.forgot.intro')}
        </Typography>
      )}
      <Form onSubmit={requestLink}>
        <TextInput source="email" label="shell.forgot.email" type="email" validate={[required(), email()]} autoComplete="email" fullWidth />
        <SubmitButton label="shell.forgot.submit" fullWidth />
      </Form>
      <AuthLink label="shell.forgot.back" to="/login" />
    </FormCard>
  );
};
