import { useMemo } from 'react';
import { useTranslate, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  EARLIEST_DATE, isLicenceNumber, isRegistrationNumber, latestRecordStart, PAST_DATE_FIELDS, RECORD_START_FIELDS, todayInIndia,
} from '../../common/rules';

/**
 * The app's side of decisions.md §Records (the server checks the same, from the same module): dates of the past,
 * periods, number shapes. A field that keeps the value it was loaded with is not checked again, so an old row
 * that breaks a rule can still be edited; messages name the field by its form label.
 */

/** The expiry or end date of a period, and the start date it may not come before. */
export const PERIOD_STARTS: Record<string, string> = {
  expiry_date: 'issue_date',
  tax_upto: 'tax_from',
  end_date: 'start_date',
  valid_until: 'valid_from',
};

/**
 * The latest day a field takes and the message past it: a compliance record's start (`recordStart`) up to 366 days
 * ahead, a birth or licence issue up to today, any other date unbounded.
 */
export function latestDate(source: string, recordStart = false) {
  if (recordStart && (RECORD_START_FIELDS as readonly string[]).includes(source)) return { day: latestRecordStart(), message: 'shell.validation.date_too_far' };
  if ((PAST_DATE_FIELDS as readonly string[]).includes(source)) return { day: todayInIndia(), message: 'shell.validation.date_future' };
  return undefined;
}

/** The earliest and latest day a picker offers for the field (`start`: the value of its period's start). */
export const dateBounds = (source: string, start?: string | null, recordStart = false) => ({
  minDate: start || EARLIEST_DATE,
  maxDate: latestDate(source, recordStart)?.day,
});

/** The value the form was loaded with and the field's label in the current language. */
function useFieldContext(source: string, label: unknown) {
  const translate = useTranslate();
  const initial = useFormContext().formState.defaultValues?.[source];
  return { initial, field: typeof label === 'string' ? translate(label, { _: label }) : source };
}

/**
 * Birth and licence issue dates not after today in India, a record's start at most 366 days ahead, no date before
 * 1900, an end not before its start.
 */
export function useDateRule(source: string, label: unknown, recordStart = false): Validator {
  const translate = useTranslate();
  const { initial, field } = useFieldContext(source, label);
  const start = PERIOD_STARTS[source];
  const startLabel = start ? translate(`citizens.fields.${start}`) : '';
  return useMemo<Validator>(
    () => (value: string | null, values: Record<string, unknown>) => {
      const startValue = values?.[start];
      if (value && start && typeof startValue === 'string' && value < startValue) {
        return { message: 'shell.validation.date_order', args: { field, other: startLabel } };
      }
      if (!value || value === initial) return undefined;
      if (value < EARLIEST_DATE) return { message: 'shell.validation.date_too_early', args: { field } };
      const latest = latestDate(source, recordStart);
      if (latest && value > latest.day) return { message: latest.message, args: { field } };
      return undefined;
    },
    [source, start, startLabel, initial, field, recordStart],
  );
}

const NUMBER_RULES = {
  registration: { valid: isRegistrationNumber, message: 'citizens.validation.registration_no' },
  licence: { valid: isLicenceNumber, message: 'citizens.validation.licence_no' },
};

/** A registration, LL or DL number of the shapes of decisions.md §Records (checked as the server normalises it). */
export function useNumberRule(source: string, label: unknown, kind: keyof typeof NUMBER_RULES): Validator {
  const { initial, field } = useFieldContext(source, label);
  return useMemo<Validator>(() => {
    const rule = NUMBER_RULES[kind];
    return (value: string | null) => (value && value !== initial && !rule.valid(value) ? { message: rule.message, args: { field } } : undefined);
  }, [kind, initial, field]);
}
