import { useDataProvider, useTranslate } from 'react-admin';
import type { Citizen } from '../../dataProvider/citizens';
import { errorMessage } from '../../dataProvider/http';
import { DeleteButton } from '../../components/DeleteButton';

interface CitizenDeleteButtonProps {
  citizen: Citizen;
  /** Leaves the deleted citizen's page (toast 'Citizen profile deleted.'; from the list 'Citizen deleted'). */
  onDeleted?: () => void;
}

/** Admin: deletes a citizen profile (and everything under it) after the confirmation of doc1 §6. */
export const CitizenDeleteButton = ({ citizen, onDeleted }: CitizenDeleteButtonProps) => {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  return (
    <DeleteButton
      remove={() => dataProvider.delete('citizens', { id: citizen.id, previousData: citizen })}
      kind="citizen"
      name={citizen.name}
      change={onDeleted ? 'deleted' : 'deleted_in_list'}
      failure={(error) => errorMessage(error, translate(onDeleted ? 'citizens.delete.failed' : 'citizens.delete.failed_in_list'))}
      title="citizens.delete.title"
      content="citizens.delete.confirm"
      onDeleted={onDeleted}
      leaving={!!onDeleted}
    />
  );
};
