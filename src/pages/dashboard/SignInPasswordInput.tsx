import { PasswordInput, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SessionUser } from '../../authProvider';
import { normaliseMobile } from '../../../common/rules';

/** Whether the profile form changes how the user signs in: the phone, or an email the account already has. */
export const changesSignIn = (user: SessionUser, phone?: string | null, email?: string | null) =>
  normaliseMobile(phone ?? '') !== user.phone || (!!user.email && (email ?? '').trim().toLowerCase() !== user.email.toLowerCase());

/** The current password, asked only while the form changes the sign-in phone or email (PUT /me needs it then). */
export const SignInPasswordInput = ({ user }: { user: SessionUser }) => {
  const [phone, email] = useWatch({ name: ['phone', 'email'] }) as [string | null | undefined, string | null | undefined];
  if (!changesSignIn(user, phone, email)) return null;
  return (
    <PasswordInput
      source="current_password"
      label="shell.account.current_password"
      helperText="shell.profile_dialog.password_needed"
      validate={required()}
      autoComplete="current-password"
      fullWidth
    />
  );
};
