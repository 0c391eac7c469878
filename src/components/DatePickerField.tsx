import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { API_DATE, DISPLAY_DATE } from '../format';
import type { DateFieldProps } from './DateInput';

dayjs.extend(customParseFormat);

/** The picker's own texts from the app's catalogue. */
const pickerTexts = (translate: TranslateFunction) => {
  const text = (key: string) => translate(`shell.date_picker.${key}`);
  return {
    openDatePickerDialogue: (date: string | null) => (date ? translate('shell.date_picker.open_selected', { date }) : text('open')),
    datePickerToolbarTitle: text('title'),
    cancelButtonLabel: text('cancel'),
    okButtonLabel: text('ok'),
    clearButtonLabel: text('clear'),
    todayButtonLabel: text('today'),
    previousMonth: text('previous_month'),
    nextMonth: text('next_month'),
    fieldDayPlaceholder: () => text('day'),
    fieldMonthPlaceholder: () => text('month'),
    fieldYearPlaceholder: () => text('year'),
  };
};

const toDay = (value: string | null | undefined) => (value ? dayjs(value, API_DATE, true) : null);
const toApi = (day: Dayjs | null) => (day?.isValid() ? day.format(API_DATE) : null);

/**
 * A date shown and typed dd-mm-yyyy whatever the browser's language, with a calendar in the current language
 * (MUI X date picker); it takes and gives `yyyy-mm-dd` as the API does.
 */
export const DatePickerField = ({ label, value, onChange, name, error, helperText, onBlur }: DateFieldProps) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <DatePicker
        label={label}
        name={name}
        value={toDay(value)}
        onChange={(day) => onChange(toApi(day))}
        format={DISPLAY_DATE}
        localeText={pickerTexts(translate)}
        // As react-admin's theme draws every text field.
        slotProps={{ textField: { error, helperText, onBlur, variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } }}
      />
    </LocalizationProvider>
  );
};
