import { Notification, type NotificationProps } from 'react-admin';
import { TOAST_MS } from '../../common/options';

/** Toasts stay 3 seconds, at the bottom right. */
export const AppNotification = (props: NotificationProps) => (
  <Notification autoHideDuration={TOAST_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} {...props} />
);
