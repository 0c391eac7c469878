/**
 * The shapes of the numbers and the limits of the dates the desk records (decisions.md §API conventions, §Records),
 * imported by the server's schemas and handlers and by the app's forms. A number is normalised before it is checked.
 */

/** 10 digits, the first 6, 7, 8 or 9. */
export const MOBILE_PATTERN = '^[6-9][0-9]{9}$';
/** What a mobile must be, checked in two steps so that each failure has its own message (MOBILE_MESSAGES). */
export const MOBILE_LENGTH_PATTERN = '^[0-9]{10}$';
/** Ten digits starting with 0-5: the right length, but no Indian mobile. */
export const WRONG_MOBILE_START_PATTERN = '^[0-5][0-9]{9}$';
/** doc2 §8's message for a wrong length; decisions.md's own for a wrong first digit. Server and app say the same. */
export const MOBILE_MESSAGES = {
  length: 'Mobile number must be exactly 10 digits.',
  start: 'Mobile number must start with 6, 7, 8 or 9.',
} as const;

/**
 * An Indian mobile number as it is kept: without spaces and hyphens, and without a leading +91 or 0091, a 91 before ten
 * digits or a 0 before a 6-9 ('+91-98115-60002', '0 98115 60002' and '98115 60002' are all '9811560002'). Every form,
 * search and import reads a mobile through this one function.
 */
export function normaliseMobile(value: string): string {
  const compact = value.trim().replace(/[\s-]/g, '');
  return compact.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=[6-9]))/, '');
}

const MOBILE = new RegExp(MOBILE_PATTERN);
export const isMobile = (value: string) => MOBILE.test(normaliseMobile(value));

const MOBILE_LENGTH = new RegExp(MOBILE_LENGTH_PATTERN);
const WRONG_MOBILE_START = new RegExp(WRONG_MOBILE_START_PATTERN);
/** Why `value` is no mobile once normalised: not 10 digits ('length'), or 10 not starting with 6-9 ('start'). */
export function mobileProblem(value: string): keyof typeof MOBILE_MESSAGES | undefined {
  const digits = normaliseMobile(value);
  if (!MOBILE_LENGTH.test(digits)) return 'length';
  return WRONG_MOBILE_START.test(digits) ? 'start' : undefined;
}

/**
 * The longest texts the API takes (characters), one definition for its schemas and the forms' `maxLength` and
 * counters: a name or any short text, a citizen's address, a profile's address, a request's query.
 */
export const TEXT_LIMITS = { text: 255, address: 500, profileAddress: 1000, query: 2000 } as const;

/** The longest a mobile is written: '+91 - 98115 - 60002' (a mobile input takes this much). */
export const MOBILE_INPUT_MAX_LENGTH = 20;

/**
 * The digits of a mobile number typed into a search, whole or its start ('+91 98115' → '98115'), as normaliseMobile
 * reads it; undefined when the term is not one (a name, a vehicle number).
 */
export function mobileSearchDigits(term: string): string | undefined {
  const digits = normaliseMobile(term);
  return /^[0-9]{1,10}$/.test(digits) ? digits : undefined;
}

/** Licence, application, chassis, policy… numbers: upper-cased, without spaces. */
export const normaliseNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();
/** Registration numbers are also written with hyphens or dots (CG-04-AB-1234); kept as CG04AB1234. */
export const normaliseRegistration = (value: string) => normaliseNumber(value).replace(/[-.]/g, '');

/** The state codes of Indian registrations and licences (with the older OR, UA and the newer TG). */
export const STATE_CODES = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD',
  'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'TS', 'UA', 'UK', 'UP', 'WB',
] as const;
const STATE = `(?:${STATE_CODES.join('|')})`;

/**
 * A registration number: state code, RTO number, up to three series letters and one to four digits (CG04AB1234,
 * CG4C12); the BH series (22BH1234AA); or a temporary number, state code then T or TEMP, digits and letters.
 */
export const REGISTRATION_PATTERN = `^(?:${STATE}[0-9]{1,2}[A-Z]{0,3}[0-9]{1,4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2}|${STATE}T(?:EMP)?[A-Z0-9]*[0-9][A-Z0-9]*)$`;
export const REGISTRATION_EXAMPLE = 'CG04AB1234';

/** An LL or DL number: state code, RTO digits, digits and letters, parts optionally split by '/'; 8 to 20 characters. */
export const LICENCE_NUMBER_LENGTH = { min: 8, max: 20 } as const;
/** The shape of an LL or DL number without its length (a schema tells that with minLength and maxLength). */
export const LICENCE_NUMBER_SHAPE = `^${STATE}[0-9]{1,2}/?[A-Z0-9]+(?:/[A-Z0-9]+)*$`;
export const LICENCE_NUMBER_PATTERN = `^(?=[A-Z0-9/]{${LICENCE_NUMBER_LENGTH.min},${LICENCE_NUMBER_LENGTH.max}}$)${LICENCE_NUMBER_SHAPE.slice(1)}`;

const REGISTRATION = new RegExp(REGISTRATION_PATTERN);
const LICENCE_NUMBER = new RegExp(LICENCE_NUMBER_PATTERN);
export const isRegistrationNumber = (value: string) => REGISTRATION.test(normaliseRegistration(value));
export const isLicenceNumber = (value: string) => LICENCE_NUMBER.test(normaliseNumber(value));

/** The earliest date of birth, issue or start the desk takes. */
export const EARLIEST_DATE = '1900-01-01';

/** Dates of the past: a birth, a licence's issue (not after today). */
export const PAST_DATE_FIELDS = ['dob', 'issue_date'] as const;

/**
 * The start of a compliance record's period (insurance, tax, PUCC; a fitness, permit, VLTd or speed governor's issue):
 * a renewal bought early starts after the old document ends, so up to START_AHEAD_DAYS ahead (decisions.md §Records).
 */
export const RECORD_START_FIELDS = ['issue_date', 'tax_from', 'start_date', 'valid_from'] as const;
export const START_AHEAD_DAYS = 366;

/** The last day (yyyy-mm-dd) a compliance record may start, counted from today in India. */
export const latestRecordStart = (today = todayInIndia()) =>
  new Date(Date.parse(today) + START_AHEAD_DAYS * 86_400_000).toISOString().slice(0, 10);

/** India keeps UTC+05:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * Today in India (yyyy-mm-dd), whatever the time zone of the server or the browser: arithmetic on the fixed offset,
 * some twenty times cheaper than Intl's formatter (every list and detail statement asks for it).
 */
export const todayInIndia = (now = new Date()) => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
