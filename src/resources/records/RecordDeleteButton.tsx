import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ComplianceRecord } from '../../dataProvider/citizens';
import { errorMessage } from '../../dataProvider/http';
import { DeleteButton } from '../../components/DeleteButton';
import { recordName, type RecordTypeConfig } from './recordTypes';

/** Deletes one compliance record, asking with its number ('Delete the insurance policy P123?'). */
export const RecordDeleteButton = ({ config, record, onDeleted }: { config: RecordTypeConfig; record: ComplianceRecord; onDeleted: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <DeleteButton
      remove={() => dataProvider.deleteRecord(config.type, record.id)}
      kind={config.key}
      name={recordName(config, record)}
      failure={(error) => errorMessage(error, translate('citizens.records.delete_failed'))}
      onDeleted={onDeleted}
    />
  );
};
