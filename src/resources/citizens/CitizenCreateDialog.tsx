import { CircularProgress } from '@mui/material';
import { useDataProvider, useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { loadSessionUser } from '../../authProvider';
import type { Citizen } from '../../dataProvider/citizens';
import { CitizenInputs } from './CitizenInputs';
import { pickCitizenFields } from './citizenFields';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import { profileDefaults, ProfileTypeInput, type ProfileOwner } from './ProfileTypeInput';

/** New Citizen Profile: for the user themself (their primary profile) or for someone else. */
export const CitizenCreateDialog = ({ onClose }: { onClose: () => void }) => {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const { identity, isPending, refetch } = useGetIdentity();
  const user = identity as (ProfileOwner & { citizen_id?: number | null }) | undefined;
  const hasOwnProfile = !!user?.citizen_id;

  const { submit, error } = useFormSubmit({
    save: async (values) => {
      const isSelf = values.profile_type === 'self';
      const { data } = await dataProvider.create<Citizen>('citizens', { data: { ...pickCitizenFields(values), is_self: isSelf } });
      if (isSelf) await loadSessionUser(true).then(() => refetch());
      return data;
    },
    success: 'citizens.create.success',
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
      defaultValues={profileDefaults(hasOwnProfile ? 'other' : 'self', user)}
    >
      <ProfileTypeInput user={user} hasOwnProfile={hasOwnProfile} />
      <CitizenInputs />
    </FormDialog>
  );
};
