import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { apiFetch } from '../../dataProvider/http';
import { email } from '../../forms/fieldRules';
import { FormTextField } from '../../forms/FormTextField';
import { LightForm } from '../../forms/LightForm';
import { useLightSubmit } from '../../forms/useLightSubmit';
import { useTranslate } from '../../i18n/translations';
import { FormCard } from '../forms/FormCard';
import { AuthLink } from './AuthLinks';

/**
 * Asks for the account's email and sends a reset link; the answer never tells whether the email exists. An account
 * without an email is told to ask the office for a temporary password.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const { submit, error } = useLightSubmit({
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
      <LightForm<{ email?: string }> onSubmit={submit} defaultValues={{ email: '' }}>
        <FormTextField name="email" label="shell.forgot.email" type="email" required rules={[email]} autoComplete="email" />
        <FormErrorAlert error={error} />
        <SubmitButton label="shell.forgot.submit" fullWidth />
      </LightForm>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('shell.forgot.phone_only')}
      </Alert>
      <AuthLink label="shell.forgot.back" to="/login" />
    </FormCard>
  );
};
