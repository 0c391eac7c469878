import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { copyText } from '../../components/copyText';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import type { AdminUser } from '../../dataProvider/users';

/** The password, shown this once, with Copy; only Done closes it, so a stray tap does not lose it. */
const PasswordShown = ({ user, password, onClose }: { user: AdminUser; password: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const copy = async () =>
    notify((await copyText(password)) ? 'users.temporary_password.copied' : 'users.temporary_password.copy_failed', {
      type: 'info',
    });
  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="temporary-password-title">
      <DialogTitle id="temporary-password-title">{translate('users.temporary_password.shown_title', { name: user.name })}</DialogTitle>
      <DialogContent>
        <Typography>{translate('users.temporary_password.shown', { name: user.name })}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography
            component="output"
            aria-label={translate('users.temporary_password.label')}
            sx={{ flex: 1, fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: '0.1em', userSelect: 'all' }}
          >
            {password}
          </Typography>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
            {translate('users.temporary_password.copy')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('users.temporary_password.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Set Temporary Password: asks first (naming what it does), then shows the generated password once. */
export const TemporaryPasswordDialog = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      setPassword((await dataProvider.setTemporaryPassword(user.id)).password);
    } catch (error) {
      notify(errorMessage(error, translate('users.temporary_password.failed')), { type: 'error' });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  if (password) return <PasswordShown user={user} password={password} onClose={onClose} />;
  return (
    <Confirm
      isOpen
      loading={busy}
      title="users.temporary_password.confirm_title"
      titleTranslateOptions={{ name: user.name }}
      content="users.temporary_password.confirm"
      confirm="users.actions.temporary_password"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
