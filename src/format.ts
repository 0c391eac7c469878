import dayjs from 'dayjs';

export const DISPLAY_DATE = 'DD-MM-YYYY';

/** A `yyyy-mm-dd` date (or ISO timestamp) as the app shows it: dd-mm-yyyy, or '-' when missing or invalid. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(DISPLAY_DATE) : '-';
}

/** A byte count as KB below a megabyte, else MB with one decimal, in the UI's language. */
export function formatBytes(bytes: number, locale = 'en'): string {
  const mega = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', maximumFractionDigits: mega ? 1 : 0 }).format(
    bytes / (mega ? 1_000_000 : 1_000),
  );
}

/** A timestamp as the app shows it, in local time: dd-mm-yyyy hh:mm, or '-' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const date = dayjs(value ?? undefined);
  return value && date.isValid() ? date.format(`${DISPLAY_DATE} HH:mm`) : '-';
}
