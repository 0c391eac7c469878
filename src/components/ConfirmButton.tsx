import { Button, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { lazyDialog } from '../lazyNamed';

// The dialog's code comes when a first confirmation is asked: a list draws one of these buttons per row.
const Confirm = lazyDialog(() => import('./deferredConfirm'), 'Confirm');

interface ConfirmButtonProps {
  label: string;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  title: string;
  /** A translation key, or the dialog's body as it is. */
  content: ReactNode;
  /** Values for the `%{…}` placeholders of title and content. */
  messageArgs?: Record<string, unknown>;
  onConfirm: () => Promise<unknown>;
}

/**
 * A button that asks before acting; the dialog stays open with a spinner until the action settles. The dialog is drawn
 * from its first opening on (then kept, so it can close with its transition).
 */
export const ConfirmButton = ({ label, icon, color = 'primary', title, content, messageArgs, onConfirm }: ConfirmButtonProps) => {
  const translate = useTranslate();
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  const ask = () => {
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      <Button size="small" color={color} startIcon={icon} onClick={ask}>
        {translate(label)}
      </Button>
      {asked && (
        <Confirm
          isOpen={open}
          loading={busy}
          title={title}
          content={content}
          titleTranslateOptions={messageArgs}
          contentTranslateOptions={messageArgs}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
};
