import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { email, required, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { loadSessionUser, type SessionUser } from '../../authProvider';
import { apiFetch } from '../../dataProvider/http';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormSubmit } from '../../components/useFormSubmit';
import { MobileInput } from '../../components/MobileInput';
import { normaliseMobile } from '../../../common/rules';
import { changesSignIn, SignInPasswordInput } from './SignInPasswordInput';
import { AppForm } from '../../components/AppForm';
import { LanguageInput } from '../../resources/citizens/LanguageInput';
import { LimitedTextInput } from '../../components/LimitedTextInput';

/** The form's values: the profile's, else the account's; reminders in the profile's language, else the interface's. */
const profileDefaults = (user: SessionUser, locale: string) => {
  const citizen = user.primary_citizen;
  return {
    name: citizen?.name ?? user.name,
    phone: citizen?.mobile ?? user.phone,
    dob: citizen?.dob ?? '',
    father_name: citizen?.father_name ?? '',
    email: citizen?.email ?? user.email ?? '',
    address: citizen?.address ?? '',
    language: citizen?.language ?? locale,
  };
};

/**
 * 'Complete Your Profile': PUT /me (with the current password when the sign-in phone or email changes), then the
 * session user is reloaded and the dialog closes. It can be put off with 'Later'.
 */
export const CompleteProfileDialog = ({ user, open, onClose }: { user: SessionUser; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const { submit, error } = useFormSubmit({
    save: async ({ current_password, ...values }: Record<string, string>) => {
      const password = changesSignIn(user, values.phone, values.email) ? { current_password } : {};
      await apiFetch('/me', { method: 'PUT', body: { ...values, phone: normaliseMobile(values.phone ?? ''), ...password } });
      await loadSessionUser(true);
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    success: 'shell.profile_dialog.saved',
    onSaved: onClose,
    fallback: 'shell.profile_dialog.failed',
    renames: { mobile: 'phone' },
    labels: { name: 'shell.profile_dialog.name', phone: 'shell.profile_dialog.mobile', dob: 'shell.profile_dialog.dob', email: 'shell.profile_dialog.email' },
  });

  return (
    <Dialog
      open={open}
      aria-labelledby="complete-profile-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { outline: 'none' } } }}
    >
      <AppForm onSubmit={submit} defaultValues={profileDefaults(user, locale)}>
        <DialogTitle id="complete-profile-title">{translate('shell.profile_dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('shell.profile_dialog.intro')}
          </Typography>
          <LimitedTextInput source="name" label="shell.profile_dialog.name" validate={required()} fullWidth />
          <MobileInput source="phone" label="shell.profile_dialog.mobile" />
          <DateInput source="dob" label="shell.profile_dialog.dob" validate={required()} />
          <LimitedTextInput source="father_name" label="shell.profile_dialog.father_name" fullWidth />
          <TextInput source="email" label="shell.profile_dialog.email" type="email" validate={email()} fullWidth />
          <SignInPasswordInput user={user} />
          <LimitedTextInput source="address" label="shell.profile_dialog.address" limit="profileAddress" multiline minRows={2} fullWidth />
          <LanguageInput fullWidth />
          <FormErrorAlert error={error} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('shell.profile_dialog.later')}</Button>
          <SubmitButton label="shell.profile_dialog.save" />
        </DialogActions>
      </AppForm>
    </Dialog>
  );
};
