import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { RecordType } from '../../dataProvider/citizens';
import { errorMessage } from '../../dataProvider/http';
import { DeleteButton } from '../../components/DeleteButton';

/** Deletes one compliance record. */
export const RecordDeleteButton = ({ type, id, onDeleted }: { type: RecordType; id: number; onDeleted: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <DeleteButton
      remove={() => dataProvider.deleteRecord(type, id)}
      success="citizens.records.deleted"
      failure={(error) => errorMessage(error, translate('citizens.records.delete_failed'))}
      onDeleted={onDeleted}
    />
  );
};
