import { useTranslate } from 'react-admin';
import { errorMessage } from '../dataProvider/http';

/**
 * A failed load, as the text of the red alert the page shows in place of what it could not load (the server's message
 * or the fallback). Shown once: no toast besides it.
 */
export function useLoadError(error: unknown, fallback: string): string | null {
  const translate = useTranslate();
  return error ? errorMessage(error, translate(fallback)) : null;
}
