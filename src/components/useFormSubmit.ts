import { useQueryClient } from '@tanstack/react-query';
import { useState, type BaseSyntheticEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { FormValues } from '../dataProvider/citizens';
import { formFailure, showsField, type FailureContext } from './formFailure';
import { recordToast, type RecordKind } from './recordToast';

interface FormSubmitOptions<T, V extends FieldValues> extends Pick<FailureContext, 'fallback' | 'labels' | 'renames'> {
  save: (values: V) => Promise<T>;
  /** Success toast (a message key or built from the answer); none when the screen says so itself. */
  success?: string | ((answer: T) => string);
  /** The documents' toast of the record's kind instead, naming the record on a second line: 'LL record added\nCG13/0000001/2016'. */
  saved?: { change: 'added' | 'updated'; kind: RecordKind; name: (answer: T, values: V) => string };
  onSaved?: (answer: T) => void;
}

/**
 * Every form's `<Form onSubmit>` handler: saves, refreshes the citizen queries and toasts the success. A failure shows
 * under the inputs the server names (by the form's labels); what no input shows (the server's message or the
 * fallback; a 429 says in how many minutes to try again) is the `error` alert above the form (`FormErrorAlert`) and
 * an error toast (doc1 §8).
 */
export function useFormSubmit<T, V extends FieldValues = FormValues>({ save, success, saved, onSaved, ...failure }: FormSubmitOptions<T, V>) {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: V, event?: BaseSyntheticEvent) => {
    setError(null);
    try {
      const answer = await save(values);
      await queryClient.invalidateQueries({ queryKey: ['citizens'] });
      const toast = saved ? recordToast(saved.change, saved.kind, saved.name(answer, values), translate) : typeof success === 'function' ? success(answer) : success;
      if (toast) notify(toast, { type: 'success' });
      onSaved?.(answer);
    } catch (caught) {
      const { alert, fields } = formFailure(caught, { ...failure, translate, shows: showsField(values, event) });
      setError(alert);
      if (alert) notify(alert, { type: 'error' });
      return fields;
    }
  };
  return { submit, error };
}
