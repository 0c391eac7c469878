import { Button, CircularProgress } from '@mui/material';
import { HydrateInTurn, useAllTakenOver } from './HydrateInTurn';
import { useTranslate } from '../i18n/translations';
import { useFormState } from 'react-hook-form';

interface SubmitButtonProps {
  /** Translation key of the label. */
  label?: string;
  disabled?: boolean;
  /** Stretch across the form (the sign-in style pages). */
  fullWidth?: boolean;
  /** The id of a text saying why the button is disabled. */
  describedBy?: string;
}

/**
 * A form's submit button; disabled (with a spinner) while the call runs, and until the form's code is alive: a public
 * page drawn at build time would otherwise send its form as the browser does, the password in the address. Taken over
 * in a turn of its own on a drawn page (HydrateInTurn).
 */
export const SubmitButton = ({ label = 'ra.action.save', disabled, fullWidth = false, describedBy }: SubmitButtonProps) => {
  const translate = useTranslate();
  const { isSubmitting, isReady } = useFormState();
  // In its own turn the form is ready already; drawn disabled, it must be taken over disabled (Preact keeps the drawn attributes).
  const takenOver = useAllTakenOver();
  return (
    <HydrateInTurn>
      <Button
        type="submit"
        variant="contained"
        fullWidth={fullWidth}
        disabled={disabled || isSubmitting || !isReady || !takenOver}
        aria-describedby={describedBy}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: fullWidth ? 1 : 0 }}
      >
        {translate(label)}
      </Button>
    </HydrateInTurn>
  );
};
