import dayjs from 'dayjs';

export const DISPLAY_DATE = 'DD-MM-YYYY';

/** A `yyyy-mm-dd` date (or ISO timestamp) as the app shows it: dd-mm-yyyy, or '-' when missing or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE) : '-';
}

/** A timestamp as the app shows it, in local time: dd-mm-yyyy hh:mm, or '-' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const date = dayjs(value ?? undefined);
  return value && date.isValid() ? date.format(`${DISPLAY_DATE} HH:mm`) : '-';
}
