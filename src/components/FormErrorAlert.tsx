import { Alert } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * The one alert of a form for a failure no input shows (see useFormSubmit), placed just above the submit button,
 * where the person who pressed it is looking. It takes the focus when it appears, so a screen reader reads it and a
 * phone scrolls to it; each failed submit shows it anew (useFormSubmit clears it first).
 */
export const FormErrorAlert = ({ error }: { error: string | null }) => {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);
  return error ? (
    <Alert ref={alert} severity="error" role="alert" tabIndex={-1} sx={{ my: 2 }}>
      {error}
    </Alert>
  ) : null;
};
