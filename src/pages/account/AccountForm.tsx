import { useState, type ReactNode } from 'react';

import { SubmitButton } from '../../components/SubmitButton';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { FormCard } from '../forms/FormCard';
import { useFormSubmit } from '../../components/useFormSubmit';
import { AppForm } from '../../components/AppForm';

interface AccountFormProps {
  title: string;
  submitLabel: string;
  /** The API call; the form clears once it succeeds. */
  save: (values: Record<string, string>) => Promise<unknown>;
  /** Toast on success. */
  successMessage: string;
  /** Shown on a failure the server gives no message for. */
  failureFallback: string;
  /** The label key of each input, by field, so the server's field messages name it. */
  labels?: Record<string, string>;
  children: ReactNode;
}

/** A section of My Account: a card with one form that, once saved, says so and starts empty again. */
export const AccountForm = ({ title, submitLabel, save, successMessage, failureFallback, labels, children }: AccountFormProps) => {
  const [formKey, setFormKey] = useState(0);
  const { submit, error } = useFormSubmit({
    save,
    success: successMessage,
    onSaved: () => setFormKey((key) => key + 1),
    fallback: failureFallback,
    labels,
  });

  return (
    <FormCard title={title} heading="h2" maxWidth={560}>
      <AppForm key={formKey} onSubmit={submit}>
        {children}
        <FormErrorAlert error={error} />
        <SubmitButton label={submitLabel} />
      </AppForm>
    </FormCard>
  );
};
