import { FilledInput, type FilledInputProps } from '@mui/material';
import { useController } from 'react-hook-form';
import { TEXT_LIMITS } from '../../common/rules';
import { limitHint } from '../components/textLimit';
import { useTranslate } from '../i18n/translations';
import { FieldFrame } from './FieldFrame';
import type { FieldProblem, FieldRule } from './fieldRules';
import { useFieldRules } from './useFieldRules';

export interface FormTextFieldProps extends Pick<FilledInputProps, 'type' | 'autoComplete' | 'multiline' | 'minRows' | 'inputProps'> {
  name: string;
  /** Message key of the label. */
  label: string;
  required?: boolean;
  rules?: FieldRule[];
  /** Message key of the hint under the field, or a key with its interpolations (its error replaces it). */
  hint?: FieldProblem;
  /** The API's limit for the text (common/rules.ts TEXT_LIMITS): `maxLength` and the counter below ('180 / 255'). */
  limit?: keyof typeof TEXT_LIMITS;
  /** Turns what is typed into the value kept (e.g. upper case). */
  parse?: (text: string) => string;
}

/** A text field of a LightForm: its label, hint or error below, its rules. */
export const FormTextField = ({ name, label, required, rules, hint, limit, parse, inputProps, ...props }: FormTextFieldProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, rules: { validate: useFieldRules(rules, required) } });
  const value = String(field.value ?? '');
  const max = limit ? TEXT_LIMITS[limit] : undefined;
  const hintText = typeof hint === 'string' ? translate(hint) : hint && translate(...hint);
  return (
    <FieldFrame
      label={translate(label)}
      required={required}
      error={fieldState.error?.message}
      hint={max ? limitHint(value.length, max, props.multiline, hintText, translate) : hintText}
    >
      {({ id, describedBy }) => (
        <FilledInput
          {...props}
          id={id}
          name={field.name}
          inputRef={field.ref}
          value={value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
          inputProps={{ ...inputProps, maxLength: max ?? inputProps?.maxLength, 'aria-describedby': describedBy }}
        />
      )}
    </FieldFrame>
  );
};
