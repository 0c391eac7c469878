import { FormTextField } from '../../forms/FormTextField';
import { matches, minLength, type FieldProblem } from '../../forms/fieldRules';

interface PasswordFieldsProps {
  /** The new password's field; its confirmation is `<source>_confirmation`. */
  source: string;
  label: string;
  confirmationLabel: string;
  /** The shortest password the form takes (common/options.ts PASSWORD_MIN). */
  min: number;
  /** The rule under the password, when it says more than 'Minimum {min} characters'. */
  hint?: FieldProblem;
}

/**
 * A new password (with its rule as the hint) and its confirmation, which must match it: fields of the form kit, so in a
 * LightForm of the public pages and in a react-admin form (react-hook-form's too) alike.
 */
export const PasswordFields = ({ source, label, confirmationLabel, min, hint = ['shell.register.password_hint', { min }] }: PasswordFieldsProps) => (
  <>
    <FormTextField name={source} label={label} type="password" required rules={[minLength(min)]} hint={hint} autoComplete="new-password" />
    <FormTextField name={`${source}_confirmation`} label={confirmationLabel} type="password" required rules={[matches(source)]} autoComplete="new-password" />
  </>
);
