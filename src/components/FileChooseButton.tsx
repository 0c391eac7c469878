import { Button, type ButtonProps } from '@mui/material';
import { useRef, type ReactNode } from 'react';

interface FileChooseButtonProps {
  /** The file types offered (`.csv,.xlsx`). */
  accept: string;
  onChoose: (file: File) => void;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
  disabled?: boolean;
}

/**
 * A button that opens the file chooser and hands over the one file picked; the same file can be picked again (after
 * fixing it in Excel). The input inside is labelled by the button's text, so `getByLabelText` finds it.
 */
export const FileChooseButton = ({ accept, onChoose, children, variant = 'contained', startIcon, disabled }: FileChooseButtonProps) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Button component="label" variant={variant} startIcon={startIcon} disabled={disabled}>
      {children}
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (input.current) input.current.value = '';
          if (file) onChoose(file);
        }}
      />
    </Button>
  );
};
