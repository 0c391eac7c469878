import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FormValues } from '../dataProvider/citizens';
import { FormErrorAlert } from './FormErrorAlert';
import { SubmitButton } from './SubmitButton';
import { AppForm } from './AppForm';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (values: FormValues, event?: BaseSyntheticEvent) => Promise<Record<string, string> | undefined>;
  /** The failure of the last save no input shows, as a red alert. */
  error: string | null;
  defaultValues?: FormValues;
  submitLabel?: string;
  children: ReactNode;
}

/** The first input a person can type in or choose with (the form's first field). */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]):not([aria-hidden="true"]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';

/** The dialog's content, once drawn (in its portal), gives its first field the focus. */
const focusFirstField = (content: HTMLDivElement | null) => content?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();

/**
 * A modal form (open while mounted): title, inputs, the red error alert above Cancel and Save. Full screen on a phone.
 * The first field takes the focus when it opens.
 */
export const FormDialog = ({ title, onClose, onSubmit, error, defaultValues, submitLabel, children }: FormDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="form-dialog-title">
      <AppForm onSubmit={onSubmit} defaultValues={defaultValues}>
        <DialogTitle id="form-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent ref={focusFirstField}>
          {children}
          <FormErrorAlert error={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={submitLabel} />
        </DialogActions>
      </AppForm>
    </Dialog>
  );
};
