/** India's offset from UTC (no daylight saving): the office's day, whatever the server's or browser's time zone. */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** Today in India (IST) as yyyy-mm-dd. */
export const todayInIndia = (now = Date.now()) => new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The moment a yyyy-mm-dd day starts in India (00:00 IST). */
export const indiaMidnight = (day: string) => new Date(Date.parse(day) - INDIA_OFFSET_MS);

/** Whether a yyyy-mm-dd date is before today in India: the document has expired. */
export const hasPassed = (date: string | null | undefined, today = todayInIndia()) => typeof date === 'string' && date < today;

/**
 * The status of an insurance or PUCC as the API answers it and the screens show it (decisions.md §Records): the
 * hand-chosen one, but `expired` once the end date has passed.
 */
export const shownStatus = (chosen: string, endDate: string | null | undefined, today = todayInIndia()) =>
  hasPassed(endDate, today) ? 'expired' : chosen;

/**
 * Whether a record's period starts after today in India (a renewal bought early, issue 32): it reads 'Starts on
 * dd-mm-yyyy' until that day.
 */
export const startsLater = (start: unknown, today = todayInIndia()): start is string => typeof start === 'string' && start > today;

/** Days within which a document reads 'Expires in N days' rather than 'Valid'. */
export const EXPIRING_SOON_DAYS = 30;

/** Whole days from today in India to a yyyy-mm-dd date: 0 on the day itself, negative once it has passed. */
export const daysUntil = (date: string, today = todayInIndia()) => Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);

/** A yyyy-mm-dd date `days` later (earlier when negative). */
export const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
