import { minLength, PasswordInput, required, useTranslate, type Validator } from 'react-admin';

interface PasswordFieldsProps {
  /** The new password's field; its confirmation is `<source>_confirmation`. */
  source: string;
  label: string;
  confirmationLabel: string;
  /** The shortest password the form takes (common/options.ts PASSWORD_MIN). */
  min: number;
  /** The rule under the password, when it says more than 'Minimum {min} characters' (translated). */
  hint?: string;
}

/** 'Passwords do not match.' unless the value equals the form's `field`. */
const matchesPassword =
  (field: string): Validator =>
  (value, allValues) =>
    value !== allValues?.[field] ? 'shell.validation.passwords_mismatch' : undefined;

/** A new password (with its rule as the hint) and its confirmation, which must match it. */
export const PasswordFields = ({ source, label, confirmationLabel, min, hint }: PasswordFieldsProps) => {
  const translate = useTranslate();
  return (
    <>
      <PasswordInput
        source={source}
        label={label}
        helperText={hint ?? translate('shell.register.password_hint', { min })}
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
};
