import NotificationsIcon from '@mui/icons-material/Notifications';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../dataProvider/http';

interface NotifyButtonProps {
  /** Who gets the notice, for 'Message sent to {name}.'. */
  name: string;
  /** Asks the server to send the expiry notice. */
  send(): Promise<unknown>;
  onSent?(): unknown;
}

/** Notify: sends an expiry notice on WhatsApp; 'Message sent to {name}.' or 'Failed to send notification.'. */
export const NotifyButton = ({ name, send, onSent }: NotifyButtonProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      await send();
      notify('citizens.message.sent', { type: 'success', messageArgs: { name } });
      await onSent?.();
    } catch (error) {
      notify(errorMessage(error, translate('citizens.ll.notify_failed')), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="small" startIcon={<NotificationsIcon />} onClick={click} disabled={sending}>
      {translate('citizens.actions.notify')}
    </Button>
  );
};
