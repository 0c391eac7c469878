import { useDataProvider, useTranslate } from 'react-admin';
import type { Citizen } from '../../dataProvider/citizens';
import { errorMessage } from '../../dataProvider/http';
import { DeleteButton } from '../../components/DeleteButton';

interface CitizenDeleteButtonProps {
  citizen: Citizen;
  success: string;
  /** Leaves the deleted citizen's page. */
  onDeleted?: () => void;
}

/** Admin: deletes a citizen profile (and everything under it) after the confirmation of doc1 §6. */
export const CitizenDeleteButton = ({ citizen, success, onDeleted }: CitizenDeleteButtonProps) => {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  return (
    <DeleteButton
      remove={() => dataProvider.delete('citizens', { id: citizen.id, previousData: citizen })}
      success={success}
      failure={(error) => errorMessage(error, translate('citizens.delete.failed'))}
      title="citizens.delete.title"
      content="citizens.delete.confirm"
      messageArgs={{ name: citizen.name }}
      onDeleted={onDeleted}
      leaving={!!onDeleted}
    />
  );
};
