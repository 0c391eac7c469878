import { TextField } from '@mui/material';
import { Suspense } from 'react';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatDate } from '../format';
import { lazyNamed } from '../lazyNamed';
import type { DateFieldProps } from './DatePickerField';
import { dateBounds, PERIOD_STARTS, useDateRule } from './recordRules';


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

/**
 * react-admin's date input as a DateField: the form value stays `yyyy-mm-dd`. The calendar and the checks follow
 * decisions.md §Records by the field's name: no birth or licence issue date after today, a compliance record's start
 * (`recordStart`) at most 366 days ahead, none before 1900, an expiry or end not before its period's start.
 */
export const DateInput = ({ source, label, validate, recordStart = false, ...rest }: InputProps & { recordStart?: boolean }) => {
  const dateRule = useDateRule(source, label, recordStart);
  const { field, fieldState, isRequired } = useInput({ source, validate: [validate ?? [], dateRule].flat(), ...rest });
  const start = useWatch({ name: PERIOD_STARTS[source] ?? source });
  return (
    <DateField
      {...dateBounds(source, PERIOD_STARTS[source] ? start : null, recordStart)}
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
