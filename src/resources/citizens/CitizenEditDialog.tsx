import { useDataProvider } from 'react-admin';
import { HOME_STATE } from '../../../common/options';
import type { Citizen } from '../../dataProvider/citizens';
import { CITIZEN_LABELS, CitizenInputs } from './CitizenInputs';
import { pickCitizenFields } from './citizenFields';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';

/** Edit Citizen Details: the same inputs as the new profile, saved with PUT /citizens/{id}. */
export const CitizenEditDialog = ({ citizen, onClose }: { citizen: Citizen; onClose: () => void }) => {
  const dataProvider = useDataProvider();
  const { submit, error } = useFormSubmit({
    save: (values) =>
      dataProvider.update<Citizen>('citizens', { id: citizen.id, data: pickCitizenFields(values), previousData: citizen }),
    saved: { change: 'updated', kind: 'citizen', name: (_, values) => String(values.name ?? citizen.name) },
    labels: CITIZEN_LABELS,
    fallback: 'citizens.edit.failed',
    onSaved: onClose,
  });
  return (
    <FormDialog title="citizens.edit.title" onClose={onClose} onSubmit={submit} error={error} defaultValues={{ ...pickCitizenFields(citizen), state: citizen.state ?? HOME_STATE }}>
      <CitizenInputs />
    </FormDialog>
  );
};
