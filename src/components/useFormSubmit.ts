import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, fieldErrors } from '../dataProvider/http';
import type { FormValues } from '../dataProvider/citizens';

interface FormSubmitOptions<T> {
  save: (values: FormValues) => Promise<T>;
  /** Success toast: a message key, or one built from the answer. */
  success: string | ((answer: T) => string);
  /** Message key shown when the server sends no message. */
  fallback: string;
  onSaved?: (answer: T) => void;
}

/**
 * A react-admin `<Form onSubmit>` handler: saves, refreshes the citizen queries, toasts, and on failure
 * shows the server's message (or the fallback) as an alert and a toast and returns the 422 field errors
 * so they appear under their inputs.
 */
export function useFormSubmit<T>({ save, success, fallback, onSaved }: FormSubmitOptions<T>) {
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: FormValues) => {
    setError(null);
    try {
      const answer = await save(values);
      await queryClient.invalidateQueries({ queryKey: ['citizens'] });
      notify(typeof success === 'function' ? success(answer) : success, { type: 'success' });
      onSaved?.(answer);
    } catch (failure) {
      const message = errorMessage(failure, translate(fallback));
      setError(message);
      notify(message, { type: 'error' });
      return fieldErrors(failure);
    }
  };
  return { submit, error, clearError: () => setError(null) };
}
