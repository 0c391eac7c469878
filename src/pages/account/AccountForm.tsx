import { useState, type ReactNode } from 'react';
import { Form, useNotify } from 'react-admin';
import { SubmitButton } from '../../components/SubmitButton';
import { FormCard } from '../forms/FormCard';
import { useServerSubmit } from '../forms/useServerSubmit';

interface AccountFormProps {
  title: string;
  submitLabel: string;
  /** The API call; the form clears once it succeeds. */
  save: (values: Record<string, string>) => Promise<unknown>;
  /** Toast on success. */
  successMessage: string;
  /** Shown (alert and toast) on a failure the server gives no message for. */
  failureFallback: string;
  children: ReactNode;
}

/** A section of My Account: a card with one form that, once saved, says so and starts empty again. */
export const AccountForm = ({ title, submitLabel, save, successMessage, failureFallback, children }: AccountFormProps) => {
  const notify = useNotify();
  const { failure, submit } = useServerSubmit();
  const [formKey, setFormKey] = useState(0);

  const send = (values: Record<string, string>) =>
    submit(async () => {
      await save(values);
      notify(successMessage, { type: 'success' });
      setFormKey((key) => key + 1);
    }, failureFallback);

  return (
    <FormCard title={title} failure={failure} heading="h2" maxWidth={560}>
      <Form key={formKey} onSubmit={send}>
        {children}
        <SubmitButton label={submitLabel} />
      </Form>
    </FormCard>
  );
};
