import CloseIcon from '@mui/icons-material/Close';
import { IconButton, useMediaQuery, type Theme } from '@mui/material';
import { Notification, useCloseNotification, useTranslate, type NotificationProps } from 'react-admin';
import { TOAST_MS } from '../../common/options';

/** Narrow, so that a desk toast covers little of the page beside it. */
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
 * The one toast placement of the app (doc1 §9, decisions.md), 3 seconds or until closed, keeping a second line (the
 * record a save names): on a desk at the bottom right, narrow; on a phone at the bottom centre above the system bar
 * (its safe-area inset), clear of the app bar's menu and search.
 */
export const AppNotification = (props: NotificationProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Notification
      autoHideDuration={TOAST_MS}
      multiLine
      anchorOrigin={{ vertical: 'bottom', horizontal: phone ? 'center' : 'right' }}
      action={<CloseToastButton />}
      sx={{
        bottom: { xs: 'calc(8px + env(safe-area-inset-bottom, 0px))', sm: 24 },
        '& .MuiSnackbarContent-root': { minWidth: 0, maxWidth: { sm: DESK_TOAST_WIDTH } },
      }}
      {...props}
    />
  );
};
