import { Alert } from '@mui/material';

/** The one alert above a form for a failure no input shows (see useFormSubmit). */
export const FormErrorAlert = ({ error }: { error: string | null }) =>
  error ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {error}
    </Alert>
  ) : null;
