import { minLength, PasswordInput, required, type Validator } from 'react-admin';

interface PasswordFieldsProps {
  /** The new password's field; its confirmation is `<source>_confirmation`. */
  source: string;
  label: string;
  confirmationLabel: string;
  min: number;
}

/** 'Passwords do not match.' unless the value equals the form's `field`. */
const matchesPassword =
  (field: string): Validator =>
  (value, allValues) =>
    value !== allValues?.[field] ? 'shell.validation.passwords_mismatch' : undefined;

/** A new password (with the length hint) and its confirmation, which must match it. */
export const PasswordFields = ({ source, label, confirmationLabel, min }: PasswordFieldsProps) => (
  <>
    <PasswordInput
      source={source}
      label={label}
      helperText="shell.register.password_hint"
      validate={[required(), minLength(min)]}
      autoComplete="new-password"
      fullWidth
    />
    <PasswordInput
      source={`${source}_confirmation`}
      label={confirmationLabel}
      validate={[required(), matchesPassword(source)]}
      autoComplete="new-password"
      fullWidth
    />
  </>
);
