import { required, TextInput, type TextInputProps } from 'react-admin';
import { MOBILE_INPUT_MAX_LENGTH } from '../../common/rules';
import { mobileNumber } from '../forms/fieldRules';

const REQUIRED_MOBILE = [required(), mobileNumber];

/**
 * Every mobile number input of the app (citizen, user, register, account, profile, public forms): a required 10-digit
 * mobile, also as written with +91, 0091 or 0 in front and spaces or hyphens between ('+91-98115-60002'), which the
 * server's normaliseMobile turns into the ten digits it stores; the phone keypad on a phone. The desk's forms of other
 * people's numbers turn the browser's autofill off.
 */
export const MobileInput = ({ source, label, ...props }: Omit<TextInputProps, 'validate' | 'type' | 'inputProps'>) => (
  <TextInput
    source={source}
    label={label}
    validate={REQUIRED_MOBILE}
    type="tel"
    inputProps={{ inputMode: 'tel', maxLength: MOBILE_INPUT_MAX_LENGTH }}
    autoComplete="tel-national"
    fullWidth
    {...props}
  />
);
