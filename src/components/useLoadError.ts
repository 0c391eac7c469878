import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../dataProvider/http';

/**
 * A failed load (doc1 §8): the server's message or the fallback, as the text of the red alert the page shows in place
 * of what it could not load, and once as an error toast.
 */
export function useLoadError(error: unknown, fallback: string): string | null {
  const translate = useTranslate();
  const notify = useNotify();
  const message = error ? errorMessage(error, translate(fallback)) : null;
  useEffect(() => {
    if (message) notify(message, { type: 'error' });
  }, [message, notify]);
  return message;
}
