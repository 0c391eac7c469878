import { CircularProgress } from '@mui/material';
import { useDataProvider, useGetIdentity, useLocaleState } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { loadSessionUser, type SessionUser } from '../../authProvider';
import { canAccess } from '../../authProvider/access';
import type { Citizen } from '../../dataProvider/citizens';
import { CITIZEN_LABELS, CitizenInputs } from './CitizenInputs';
import { pickCitizenFields } from './citizenFields';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import { profileDefaults, ProfileTypeInput } from './ProfileTypeInput';

/**
 * New Citizen Profile: for the user themself (their primary profile) or for someone else. It starts as the own profile
 * only for a plain user who has none; staff create profiles for the public. `prefill` fills fields in (the inbox's
 * Create profile: the WhatsApp profile's name and the number); `onCreated` runs once the profile is saved.
 */
interface CitizenCreateDialogProps {
  onClose: () => void;
  prefill?: { name: string; mobile: string };
  onCreated?: (citizen: Citizen) => Promise<unknown>;
}

export const CitizenCreateDialog = ({ onClose, prefill, onCreated }: CitizenCreateDialogProps) => {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const { identity, isPending, refetch } = useGetIdentity();
  const [locale] = useLocaleState();
  const user = identity as SessionUser | undefined;
  const hasOwnProfile = !!user?.citizen_id;
  const startsAsOwn = !hasOwnProfile && canAccess(user?.role, 'citizens.ownProfile');

  const { submit, error } = useFormSubmit({
    save: async (values) => {
      const isSelf = values.profile_type === 'self';
      const { data } = await dataProvider.create<Citizen>('citizens', { data: { ...pickCitizenFields(values), is_self: isSelf } });
      if (isSelf) await loadSessionUser(true).then(() => refetch());
      await onCreated?.(data);
      return data;
    },
    saved: { change: 'added', kind: 'citizen', name: (citizen) => citizen.name },
    labels: CITIZEN_LABELS,
    fallback: 'citizens.create.failed',
    onSaved: (citizen) => navigate(`/citizens/${citizen.id}`),
  });

  if (isPending) return <CircularProgress sx={{ position: 'fixed', top: '50%', left: '50%' }} />;
  return (
    <FormDialog
      title="citizens.create.title"
      onClose={onClose}
      onSubmit={submit}
      error={error}
      defaultValues={{ ...profileDefaults(startsAsOwn ? 'self' : 'other', user, locale), ...prefill }}
    >
      <ProfileTypeInput user={user} hasOwnProfile={hasOwnProfile} />
      <CitizenInputs />
    </FormDialog>
  );
};
