import { RadioButtonGroupInput, useLocaleState } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { HOME_STATE } from '../../../common/options';
import { CITIZEN_FORM_FIELDS } from './citizenFields';

export type ProfileType = 'self' | 'other';

export interface ProfileOwner {
  name: string;
  phone: string;
  email: string | null;
}

/**
 * The form's values for a profile type: the user's own name, mobile and email for self, blank for other; reminders in
 * the interface's `language` either way.
 */
export const profileDefaults = (type: ProfileType, user: ProfileOwner | undefined, language: string) => ({
  ...Object.fromEntries(CITIZEN_FORM_FIELDS.map((field) => [field, null])),
  state: HOME_STATE,
  language,
  reminders_opt_out: false,
  ...(type === 'self' && user ? { name: user.name, mobile: user.phone, email: user.email } : {}),
  profile_type: type,
});

/** Self or other: switching to self fills the user's details, switching to other blanks the form. */
export const ProfileTypeInput = ({ user, hasOwnProfile }: { user?: ProfileOwner; hasOwnProfile: boolean }) => {
  const { reset } = useFormContext();
  const [locale] = useLocaleState();
  return (
    <RadioButtonGroupInput
      source="profile_type"
      label="citizens.create.profile_type"
      choices={[
        { id: 'self', name: 'citizens.create.self', disabled: hasOwnProfile },
        { id: 'other', name: 'citizens.create.other' },
      ]}
      helperText={hasOwnProfile ? 'citizens.create.self_exists' : false}
      onChange={(event) => reset(profileDefaults(event.target.value as ProfileType, user, locale), { keepDefaultValues: true })}
    />
  );
};
