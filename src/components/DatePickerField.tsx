import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { API_DATE, DISPLAY_DATE } from '../format';

/** What the date input hands its calendar field. */
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
  /** The earliest and latest day the calendar offers (`yyyy-mm-dd`). */
  minDate?: string;
  maxDate?: string;
}

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
    fieldClearLabel: text('clear'),
    // MUI X has no Hindi locale: the names a screen reader hears come from the app's catalogue too.
    day: text('sections.day'),
    month: text('sections.month'),
    year: text('sections.year'),
    empty: text('sections.empty'),
    openPreviousView: text('open_previous_view'),
    openNextView: text('open_next_view'),
    calendarViewSwitchingButtonAriaLabel: (view: string) => text(view === 'year' ? 'year_view_open' : 'calendar_view_open'),
    dateTableLabel: text('days_table'),
  };
};

/** A weekday's column heading: its shortest name (Hindi रवि…शनि → र, सो, मं, बु, गु, शु, श; English Su…Sa), never two alike. */
export const weekdayLabel = (day: Dayjs) => day.format('dd');

const toDay = (value: string | null | undefined) => (value ? dayjs(value, API_DATE, true) : null);
const toApi = (day: Dayjs | null) => (day?.isValid() ? day.format(API_DATE) : null);

/**
 * A date shown and typed dd-mm-yyyy whatever the browser's language, with a calendar in the current language
 * (MUI X date picker); it takes and gives `yyyy-mm-dd` as the API does.
 */
export const DatePickerField = ({ label, value, onChange, name, error, helperText, onBlur, minDate, maxDate }: DateFieldProps) => {
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
        minDate={toDay(minDate) ?? undefined}
        maxDate={toDay(maxDate) ?? undefined}
        localeText={pickerTexts(translate)}
        dayOfWeekFormatter={weekdayLabel}
        // As react-admin's theme draws every text field.
        slotProps={{ textField: { error, helperText, onBlur, variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } }}
      />
    </LocalizationProvider>
  );
};
