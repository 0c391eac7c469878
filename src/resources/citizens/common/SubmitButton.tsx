import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** The form's submit button: disabled with a spinner while saving. */
export const SubmitButton = ({ label = 'ra.action.save' }: { label?: string }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {translate(label)}
    </Button>
  );
};
