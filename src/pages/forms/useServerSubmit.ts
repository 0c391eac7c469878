import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, fieldErrors } from '../../dataProvider/http';

/** A field error that only outlines its input: the helper line stays blank (MUI keeps a space for it). */
const OUTLINE_ONLY = ' ';

/**
 * Runs a form's API call. On failure: the server's message (or the fallback) in a red alert and an
 * error toast, and the server's field errors returned so react-admin's <Form> shows them under the inputs.
 * With `once` (sign-in) the message shows in the alert only: no toast, and a field error repeating it
 * just outlines its input.
 */
export function useServerSubmit({ once = false }: { once?: boolean } = {}) {
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
        const fields = fieldErrors(error, renames);
        if (!once) {
          notify(message, { type: 'error' });
          return fields;
        }
        return fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, text === message ? OUTLINE_ONLY : text]));
      }
    },
    [notify, translate, once],
  );
  return { failure, submit };
}
