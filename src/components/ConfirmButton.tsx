import { Button, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

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

/** A button that asks before acting; the dialog stays open with a spinner until the action settles. */
export const ConfirmButton = ({ label, icon, color = 'primary', title, content, messageArgs, onConfirm }: ConfirmButtonProps) => {
  const translate = useTranslate();
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
  return (
    <>
      <Button size="small" color={color} startIcon={icon} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
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
    </>
  );
};
