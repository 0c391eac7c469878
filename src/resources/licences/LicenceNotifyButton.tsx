import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { NotifyButton } from '../../components/NotifyButton';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Licence } from '../../dataProvider/citizens';

/** LL Notify: the server words the expiry notice (LL number and expiry date), shows it, then sends it. */
export const LicenceNotifyButton = ({ citizen, licence }: { citizen: Pick<Citizen, 'id' | 'name'>; licence: Licence }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return (
    <NotifyButton
      name={citizen.name}
      previewKey={`ll-${licence.id}`}
      preview={() => dataProvider.previewLearnerLicenceNotice(licence.id)}
      send={() => dataProvider.notifyLearnerLicence(licence.id)}
      onSent={() => queryClient.invalidateQueries({ queryKey: ['citizens', citizen.id] })}
    />
  );
};
