import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The submit button of a form; disabled (with a spinner) while the call runs. */
export const SubmitButton = ({ label, disabled, fullWidth = true }: { label: string; disabled?: boolean; fullWidth?: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth={fullWidth}
      disabled={disabled || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: fullWidth ? 1 : 0 }}
    >
      {translate(label)}
    </Button>
  );
};
