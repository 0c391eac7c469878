import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import { useLoadError } from './useLoadError';

/**
 * A list's `error` element: its failed load as the red alert in place of the rows and an error toast (useLoadError).
 * The list's `queryOptions.onError` then does nothing, so react-admin's own toast does not come besides.
 */
export const ListLoadError = ({ fallback }: { fallback: string }) => {
  const message = useLoadError(useListContext().error, fallback);
  return message ? <Alert severity="error" sx={{ m: 2 }}>{message}</Alert> : null;
};
