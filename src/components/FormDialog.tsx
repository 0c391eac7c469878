import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { FormValues } from '../dataProvider/citizens';
import { SubmitButton } from './SubmitButton';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  /** The failure of the last save, shown as a red alert. */
  error: string | null;
  defaultValues?: FormValues;
  submitLabel?: string;
  children: ReactNode;
}

/** A modal form (open while mounted): title, red error alert, inputs, Cancel and Save. Full screen on a phone. */
export const FormDialog = ({ title, onClose, onSubmit, error, defaultValues, submitLabel, children }: FormDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="form-dialog-title">
      <Form onSubmit={onSubmit} defaultValues={defaultValues} noValidate>
        <DialogTitle id="form-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={submitLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
