import { FilledInput, NativeSelect } from '@mui/material';
import { useController } from 'react-hook-form';
import { useTranslate } from '../i18n/translations';
import { FieldFrame } from './FieldFrame';
import { useFieldRules } from './useFieldRules';

interface FormSelectFieldProps {
  name: string;
  label: string;
  /** Each choice's value and the message key of its name. */
  choices: { id: string; name: string }[];
  required?: boolean;
}

/** A drop-down of a LightForm: the phone's own (a native select, a combobox named by its label), empty until chosen. */
export const FormSelectField = ({ name, label, choices, required }: FormSelectFieldProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name, rules: { validate: useFieldRules([], required) } });
  return (
    <FieldFrame label={translate(label)} required={required} error={fieldState.error?.message}>
      {({ id, describedBy }) => (
        <NativeSelect
          input={<FilledInput id={id} />}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value)}
          inputProps={{ 'aria-describedby': describedBy }}
        >
          <option value="" disabled hidden />
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {translate(choice.name)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FieldFrame>
  );
};
