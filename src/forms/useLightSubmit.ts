import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import { formFailure, showsField, type FailureContext } from '../components/formFailure';
import { useTranslate } from '../i18n/translations';

interface LightSubmitOptions<T, V extends FieldValues> extends Pick<FailureContext, 'fallback' | 'labels' | 'renames'> {
  save: (values: V) => Promise<T>;
  onSaved?: (answer: T) => void;
}

/**
 * A LightForm's submit: saves, then `onSaved`. A failure shows as the back office's forms show it (formFailure): under
 * the inputs the server names, else in `error`, the FormErrorAlert beside the submit button, which takes the focus and
 * says when the connection is the cause. No toast: the message is where the person is looking.
 */
export function useLightSubmit<T, V extends FieldValues>({ save, onSaved, ...failure }: LightSubmitOptions<T, V>) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: V, event?: BaseSyntheticEvent) => {
    setError(null);
    try {
      const answer = await save(values);
      onSaved?.(answer);
    } catch (caught) {
      const { alert, fields } = formFailure(caught, { ...failure, translate, shows: showsField(values, event) });
      setError(alert);
      return fields;
    }
  };
  return { submit, error };
}
