import { TEXT_LIMITS } from '../../common/rules.js';
import { Type } from '@sinclair/typebox';
import { NOTICE_LANGUAGES, PASSWORD_MIN, ROLES } from '../../common/options.js';
import { Email, Id, Mobile, Nullable, OneOf, OptionalDate, OptionalEmail, OptionalText, Password, RequiredText, Text } from './common.js';
import { named } from './named.js';

/** Schemas of the account routes: sign-in, registration, profile, passwords, dashboard. */

const Confirmation = () => Type.String({ maxLength: 200 });
const CurrentPassword = () => RequiredText(200);

export const CitizenSummary = Type.Object({
  id: Id,
  name: Type.String(),
  mobile: Type.String(),
  email: Nullable(Type.String()),
  father_name: Nullable(Type.String()),
  dob: Nullable(Type.String()),
  address: Nullable(Type.String()),
  /** The language of the citizen's WhatsApp reminders. */
  language: OneOf(NOTICE_LANGUAGES),
});

/** The signed-in user as GET /me answers it (also inside login and register answers). */
export const AccountUser = named('AccountUser', Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  email: Nullable(Type.String()),
  role: OneOf(ROLES),
  branch_id: Nullable(Id),
  /** A temporary password is set: the user must choose a new one before anything else. */
  must_change_password: Type.Boolean(),
  citizen_id: Nullable(Id),
  primary_citizen: Nullable(CitizenSummary),
  citizen: Nullable(CitizenSummary),
}));

export const SessionAnswer = named('Session', Type.Object({ token: Type.String(), user: AccountUser }));
export const UserMessageAnswer = Type.Object({ message: Type.String(), user: AccountUser });

/** The app sends `email` when the identifier has an '@', otherwise `phone`. */
export const LoginBody = Type.Object({
  email: Type.Optional(Text()),
  phone: Type.Optional(Text(20)),
  password: CurrentPassword(),
});

export const RegisterBody = Type.Object({
  name: RequiredText(),
  phone: Mobile(),
  email: OptionalEmail(),
  password: Password(PASSWORD_MIN.user),
  password_confirmation: Type.Optional(Confirmation()),
});

/** PUT /me: the user's name, email and phone plus their primary citizen profile; changing a sign-in needs the password. */
export const ProfileBody = Type.Object({
  name: RequiredText(),
  current_password: Type.Optional(Text(200)),
  phone: Type.Optional(Mobile()),
  mobile: Type.Optional(Mobile()),
  father_name: OptionalText(),
  dob: OptionalDate(),
  email: OptionalEmail(),
  address: OptionalText(TEXT_LIMITS.profileAddress),
  /** The profile's reminder language; a new profile without one takes the interface's (Accept-Language). */
  language: Type.Optional(OneOf(NOTICE_LANGUAGES)),
});

export const PhoneChangeBody = Type.Object({
  phone: Mobile(),
  password: CurrentPassword(),
});

export const PasswordChangeBody = Type.Object({
  current_password: CurrentPassword(),
  /** At least 6 here; 8 for a staff account (lib/accounts/passwords.ts assertPasswordLength). */
  new_password: Password(PASSWORD_MIN.user),
  new_password_confirmation: Confirmation(),
});

export const ForgotPasswordBody = Type.Object({ email: Email() });

export const ResetPasswordBody = Type.Object({
  email: Email(),
  token: RequiredText(200),
  /** At least 6 here; 8 for a staff account, once the token has been checked (lib/accounts/password-reset.ts). */
  password: Password(PASSWORD_MIN.user),
  password_confirmation: Confirmation(),
});

export const StaffStats = Type.Object({
  pending_requests: Type.Integer(),
  total_citizens: Type.Integer(),
  total_users: Type.Integer(),
});

export const UserStats = Type.Object({
  pending_requests_count: Type.Integer(),
  ll_count: Type.Integer(),
  dl_count: Type.Integer(),
  vehicle_count: Type.Integer(),
});
