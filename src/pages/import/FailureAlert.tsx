import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importFailure } from './importFailure';

/** A refused step as a red alert: the message, then the server's reasons one to a line. */
export const FailureAlert = ({ error, fallback }: { error: unknown; fallback: string }) => {
  const translate = useTranslate();
  if (!error) return null;
  const { message, details } = importFailure(error, translate, fallback);
  return (
    <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {message}
      {details.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {details.slice(0, 20).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
};
