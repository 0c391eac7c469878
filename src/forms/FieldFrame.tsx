import { FormControl, FormHelperText, InputLabel } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { HydrateInTurn } from '../components/HydrateInTurn';

interface FieldFrameProps {
  label: string;
  required?: boolean;
  /** The field's error, shown below it in place of its hint. */
  error?: string;
  hint?: string;
  /** The input, given its id and the id of the text below it. */
  children: (ids: { id: string; describedBy: string }) => ReactNode;
}

/**
 * What MUI's TextField draws around an input (a filled field: its label, an asterisk when required, the hint or error
 * below with a line kept for it, so nothing moves), without the drop-down menu's code TextField always brings: the
 * public pages' fields are MUI's input parts, their selects the phone's own. Each field of a drawn page is taken over
 * in a turn of its own (HydrateInTurn).
 */
export const FieldFrame = ({ label, required, error, hint, children }: FieldFrameProps) => {
  const id = useId();
  const describedBy = `${id}-below`;
  return (
    <HydrateInTurn>
      <FormControl variant="filled" fullWidth margin="dense" required={required} error={!!error}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        {children({ id, describedBy })}
        <FormHelperText id={describedBy}>{error ?? hint ?? ' '}</FormHelperText>
      </FormControl>
    </HydrateInTurn>
  );
};
