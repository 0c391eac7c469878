import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { NotifyButton } from '../../components/NotifyButton';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Licence } from '../../dataProvider/citizens';

/** LL Notify: the server sends the citizen an expiry notice naming the LL number and its expiry date. */
export const LicenceNotifyButton = ({ citizen, licence }: { citizen: Citizen; licence: Licence }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return (
    <NotifyButton
      name={citizen.name}
      send={() => dataProvider.notifyLearnerLicence(licence.id)}
      onSent={() => queryClient.invalidateQueries({ queryKey: ['citizens', citizen.id, 'messages'] })}
    />
  );
};
