import { MOBILE_INPUT_MAX_LENGTH } from '../../common/rules';
import { mobileNumber } from './fieldRules';
import { FormTextField } from './FormTextField';

/**
 * A required mobile number of a LightForm, as the back office's MobileInput takes it: also written with +91, 0091 or 0
 * in front and spaces or hyphens between, which the server's normaliseMobile turns into ten digits; the phone keypad.
 */
export const FormMobileField = ({ name, label }: { name: string; label: string }) => (
  <FormTextField
    name={name}
    label={label}
    required
    rules={[mobileNumber]}
    type="tel"
    autoComplete="tel-national"
    inputProps={{ inputMode: 'tel', maxLength: MOBILE_INPUT_MAX_LENGTH }}
  />
);
