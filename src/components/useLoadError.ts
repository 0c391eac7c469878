import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../dataProvider/http';

/** A failed load: toasted once, and answered as the text of the red alert (server message or fallback). */
export function useLoadError(error: unknown, fallback: string): string | null {
  const notify = useNotify();
  const translate = useTranslate();
  const message = error ? errorMessage(error, translate(fallback)) : null;
  useEffect(() => {
    if (message) notify(message, { type: 'error' });
  }, [message, notify]);
  return message;
}
