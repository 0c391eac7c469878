import { Notification, type NotificationProps } from 'react-admin';
import { TOAST_MS } from '../../common/options';

/**
 * Toasts stay 3 seconds, at the bottom right, raised above a dialog's action bar (full screen on a phone,
 * its Save up to about 110 px from the bottom on a desk) so they never cover it.
 */
export const AppNotification = (props: NotificationProps) => (
  <Notification autoHideDuration={TOAST_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} sx={{ bottom: { xs: 96, sm: 128 } }} {...props} />
);
