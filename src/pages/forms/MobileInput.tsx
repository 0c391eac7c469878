import { required, TextInput } from 'react-admin';
import { mobileNumber } from './validators';

/**
 * A required 10-digit mobile number (+91, 0 and spaces allowed unless `maxLength` cuts them off), with the phone
 * keypad on a phone.
 */
export const MobileInput = ({ source, label, maxLength }: { source: string; label: string; maxLength?: number }) => (
  <TextInput
    source={source}
    label={label}
    validate={[required(), mobileNumber]}
    inputProps={{ inputMode: 'tel', maxLength }}
    autoComplete="tel-national"
    fullWidth
  />
);
