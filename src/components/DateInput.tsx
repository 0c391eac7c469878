import { TextField } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { formatDate } from '../format';
import { lazyNamed } from '../lazyNamed';

export interface DateFieldProps {
  label: ReactNode;
  /** `yyyy-mm-dd`, or empty. */
  value: string | null | undefined;
  /** `yyyy-mm-dd`, or null when emptied or not (yet) a whole date. */
  onChange(value: string | null): void;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?(): void;
}

/** The MUI X picker is a chunk of its own (some 45 KB gzip), fetched when a form with a date first opens. */
const DatePickerField = lazyNamed(() => import('./DatePickerField'), 'DatePickerField');

/**
 * A date shown and typed dd-mm-yyyy whatever the browser's language, with a calendar in the current language
 * (MUI X date picker); it takes and gives `yyyy-mm-dd` as the API does. Until the picker has loaded, the same
 * field shows the date read-only.
 */
export const DateField = (props: DateFieldProps) => (
  <Suspense
    fallback={
      <TextField
        label={props.label}
        value={props.value ? formatDate(props.value) : ''}
        variant="filled"
        margin="dense"
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-date-stand-in': '' } }}
      />
    }
  >
    <DatePickerField {...props} />
  </Suspense>
);

/** react-admin's date input as a DateField: the form value stays `yyyy-mm-dd`. */
export const DateInput = ({ source, label, validate, ...rest }: InputProps) => {
  const { field, fieldState, isRequired } = useInput({ source, validate, ...rest });
  return (
    <DateField
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText=" " />}
    />
  );
};
