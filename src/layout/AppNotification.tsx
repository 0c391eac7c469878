import CloseIcon from '@mui/icons-material/Close';
import { IconButton, useMediaQuery, type Theme } from '@mui/material';
import { Notification, useCloseNotification, useTranslate, type NotificationProps } from 'react-admin';
import { TOAST_MS } from '../../common/options';

/** Narrow enough to stay over a desk table's first columns (names and numbers), left of its row actions and of a dialog's buttons. */
const DESK_TOAST_WIDTH = 320;

/** Dismisses the toast before its time: one tap when it covers what comes next. */
const CloseToastButton = () => {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('ra.action.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/**
 * The one toast placement of the app, 3 seconds or until closed: so it never covers what was just changed, on a desk
 * it sits bottom-left and narrow (row actions and a dialog's buttons are at the right; a centred toast met the Edit of
 * a row in a table as narrow as a vehicle list); on a phone at the top, over the title bar, since row actions and a
 * full-screen dialog's buttons fill the rest of the screen.
 */
export const AppNotification = (props: NotificationProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Notification
      autoHideDuration={TOAST_MS}
      anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }}
      action={<CloseToastButton />}
      sx={{ '& .MuiSnackbarContent-root': { minWidth: 0, maxWidth: { sm: DESK_TOAST_WIDTH } } }}
      {...props}
    />
  );
};
