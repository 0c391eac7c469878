import NotificationsIcon from '@mui/icons-material/Notifications';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { NoticePreview } from '../dataProvider/citizens';
import { errorMessage } from '../dataProvider/http';
import { NotifyDialog } from './NotifyDialog';

interface NotifyButtonProps {
  /** Who gets the notice, for 'Message sent to {name}.'. */
  name: string;
  /** Tells apart the documents' previews. */
  previewKey: string;
  /** The notice as the server words it, shown to confirm. */
  preview(): Promise<NoticePreview>;
  /** Asks the server to send the expiry notice. */
  send(): Promise<unknown>;
  onSent?(): unknown;
}

/** Notify: shows the expiry notice and its phone, then sends it on WhatsApp; 'Message sent to {name}.' or the failure. */
export const NotifyButton = ({ name, previewKey, preview, send, onSent }: NotifyButtonProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await send();
      setOpen(false);
      notify('citizens.message.sent', { type: 'success', messageArgs: { name } });
      await onSent?.();
    } catch (error) {
      notify(errorMessage(error, translate('citizens.ll.notify_failed')), { type: 'error' });
    }
  };
  return (
    <>
      <Button size="small" startIcon={<NotificationsIcon />} onClick={() => setOpen(true)}>
        {translate('citizens.actions.notify')}
      </Button>
      {open && <NotifyDialog previewKey={previewKey} preview={preview} onSend={confirm} onClose={() => setOpen(false)} />}
    </>
  );
};
