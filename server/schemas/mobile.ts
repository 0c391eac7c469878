import { MOBILE_LENGTH_PATTERN, MOBILE_MESSAGES, WRONG_MOBILE_START_PATTERN } from '../../common/rules.js';

/**
 * A mobile number's checks, each with its message: 'Mobile number must be exactly 10 digits.' (doc2 §8) for a wrong
 * length, 'Mobile number must start with 6, 7, 8 or 9.' for ten digits starting 0-5 (never both: `not` only refuses
 * ten digits). Null (an optional field) passes `not`, since its schema only matches strings.
 */
export const MOBILE_RULES = {
  pattern: MOBILE_LENGTH_PATTERN,
  not: { type: 'string', pattern: WRONG_MOBILE_START_PATTERN },
  errorMessage: { pattern: MOBILE_MESSAGES.length, not: MOBILE_MESSAGES.start },
};
