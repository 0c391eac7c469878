import dayjs from 'dayjs';
import { useLocaleState } from 'react-admin';
import { formatDate } from './formatDay';
import { groupIndian } from './groupIndian';

export { formatDate };

/** How the app shows and takes dates, whatever the browser's language. */
export const DISPLAY_DATE = 'DD-MM-YYYY';
/** How the API sends and takes dates. */
export const API_DATE = 'YYYY-MM-DD';

/** A byte count as bytes below a kilobyte, kB below a megabyte, else MB with one decimal, in the UI's language (Hindi spells the unit out). */
export function formatBytes(bytes: number, locale = 'en'): string {
  // A few bytes (a small scan) are not '0 kB'.
  if (bytes > 0 && bytes < 1_000) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  const mega = bytes >= 1_000_000;
  const unitDisplay = locale === 'hi' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', unitDisplay, maximumFractionDigits: mega ? 1 : 0 }).format(
    bytes / (mega ? 1_000_000 : 1_000),
  );
}

/** A timestamp as the app shows it, in local time: dd-mm-yyyy hh:mm, or '-' when missing or invalid. */
export function formatDateTime(value: string | null | undefined): string {
  const date = dayjs(value ?? undefined);
  return value && date.isValid() ? date.format(`${DISPLAY_DATE} HH:mm`) : '-';
}

/** Indian grouping (1,25,000) in both languages: `en-IN` or `hi-IN`. */
export const numberLocale = (locale: string) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

/** One formatter per language and style: each `toLocaleString` or new Intl.NumberFormat builds its ICU formatter again. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(numberLocale(locale), options)));
  return format;
};

/** A whole number with Indian grouping (the last three digits, then pairs), as en-IN and hi-IN write it. */
/**
 * A count as the app shows it: '1,25,000'. Whole numbers are grouped here: the page's first Intl.NumberFormat loads
 * the locale's data (some 80–130 ms in a profile of the citizens list's first draw, which shows its total).
 */
export const formatNumber = (value: number, locale = 'en') =>
  Number.isSafeInteger(value) ? groupIndian(value) : numberFormat(locale).format(value);

/** An amount in rupees with the ₹ sign and two decimals ('₹1,25,000.50'); '-' when missing or not a number. */
export function formatMoney(value: unknown, locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '-';
  const amount = Number(value);
  const rupees = numberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  return Number.isFinite(amount) ? rupees.format(amount) : '-';
}

/** The formatters in the current language. */
export function useFormat() {
  const [locale] = useLocaleState();
  return {
    date: formatDate,
    dateTime: formatDateTime,
    number: (value: number) => formatNumber(value, locale),
    money: (value: unknown) => formatMoney(value, locale),
  };
}
