import { mobileRule } from '../../components/recordRules';

export { normaliseMobile } from '../../../common/rules';

/** 'Mobile number must be 10 digits starting with 6, 7, 8 or 9.' */
export const mobileNumber = mobileRule('shell.validation.mobile_digits');
