import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { email, Form, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { DateInput } from '../../components/DateInput';
import { loadSessionUser, type SessionUser } from '../../authProvider';
import { apiFetch } from '../../dataProvider/http';
import { SubmitButton } from '../../components/SubmitButton';
import { useServerSubmit } from '../forms/useServerSubmit';
import { MobileInput } from '../forms/MobileInput';
import { normaliseMobile } from '../forms/validators';
import { changesSignIn, SignInPasswordInput } from './SignInPasswordInput';

/** A user (role user) whose primary citizen profile is missing or has no date of birth. */
export const needsProfileCompletion = (user: SessionUser) => user.role === 'user' && !user.primary_citizen?.dob;

const profileDefaults = (user: SessionUser) => {
  const citizen = user.primary_citizen;
  return {
    name: citizen?.name ?? user.name,
    phone: citizen?.mobile ?? user.phone,
    dob: citizen?.dob ?? '',
    father_name: citizen?.father_name ?? '',
    email: citizen?.email ?? user.email ?? '',
    address: citizen?.address ?? '',
  };
};

/**
 * 'Complete Your Profile': PUT /me (with the current password when the sign-in phone or email changes), then the
 * session user is reloaded and the dialog closes. It can be put off with 'Later'.
 */
export const CompleteProfileDialog = ({ user, open, onClose }: { user: SessionUser; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { failure, submit } = useServerSubmit();

  const save = ({ current_password, ...values }: Record<string, string>) =>
    submit(
      async () => {
        const password = changesSignIn(user, values.phone, values.email) ? { current_password } : {};
        await apiFetch('/me', { method: 'PUT', body: { ...values, phone: normaliseMobile(values.phone ?? ''), ...password } });
        await loadSessionUser(true);
        await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
        notify('shell.profile_dialog.saved', { type: 'success' });
        onClose();
      },
      'shell.profile_dialog.failed',
      { mobile: 'phone' },
    );

  return (
    <Dialog
      open={open}
      aria-labelledby="complete-profile-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { sx: { outline: 'none' } } }}
    >
      <Form onSubmit={save} defaultValues={profileDefaults(user)}>
        <DialogTitle id="complete-profile-title">{translate('shell.profile_dialog.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('shell.profile_dialog.intro')}
          </Typography>
          {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
          <TextInput source="name" label="shell.profile_dialog.name" validate={required()} fullWidth />
          <MobileInput source="phone" label="shell.profile_dialog.mobile" />
          <DateInput source="dob" label="shell.profile_dialog.dob" validate={required()} />
          <TextInput source="father_name" label="shell.profile_dialog.father_name" fullWidth />
          <TextInput source="email" label="shell.profile_dialog.email" type="email" validate={email()} fullWidth />
          <SignInPasswordInput user={user} />
          <TextInput source="address" label="shell.profile_dialog.address" multiline minRows={2} fullWidth />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('shell.profile_dialog.later')}</Button>
          <SubmitButton label="shell.profile_dialog.save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
