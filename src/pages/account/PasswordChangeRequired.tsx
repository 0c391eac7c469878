import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSessionUser } from '../../authProvider';
import { useSignOut } from '../../layout/useSignOut';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * What a user signed in with a temporary password sees on every screen (the server refuses them everything else):
 * Change Password, with the temporary one as the current password, or Logout.
 */
export const PasswordChangeRequired = () => {
  const translate = useTranslate();
  const signOut = useSignOut();
  const user = useSessionUser();
  return (
    <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {translate('shell.password_required.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {translate('shell.password_required.intro')}
      </Alert>
      <ChangePasswordForm role={user?.role ?? 'user'} />
      <Button onClick={signOut} sx={{ mt: 2 }}>
        {translate('shell.nav.logout')}
      </Button>
    </Box>
  );
};
