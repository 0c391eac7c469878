import { required, TextInput } from 'react-admin';
import { mobileNumber } from './validators';

/** A required 10-digit mobile number (+91, 0 and spaces allowed), with the phone keypad on a phone. */
export const MobileInput = ({ source, label }: { source: string; label: string }) => (
  <TextInput
    source={source}
    label={label}
    validate={[required(), mobileNumber]}
    inputProps={{ inputMode: 'tel' }}
    autoComplete="tel-national"
    fullWidth
  />
);
