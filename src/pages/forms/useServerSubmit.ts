import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, fieldErrors } from '../../dataProvider/http';

/**
 * Runs a form's API call. On failure: the server's message (or the fallback) in a red alert and an
 * error toast, and the server's field errors returned so react-admin's <Form> shows them under the inputs.
 */
export function useServerSubmit() {
  const notify = useNotify();
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useCallback(
    async (call: () => Promise<unknown>, fallbackKey: string, renames?: Record<string, string>) => {
      setFailure(null);
      try {
        await call();
        return undefined;
      } catch (error) {
        const message = errorMessage(error, translate(fallbackKey));
        setFailure(message);
        notify(message, { type: 'error' });
        return fieldErrors(error, renames);
      }
    },
    [notify, translate],
  );
  return { failure, submit };
}
