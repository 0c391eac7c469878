import type { ReactNode } from 'react';
import { DataTable } from 'react-admin';
import type { ComplianceRecord } from '../../dataProvider/citizens';
import { LinkedRecordsTable } from '../../components/tables';
import { RecordCell } from './RecordCell';
import type { RecordTypeConfig } from './recordTypes';

const Column = DataTable.Col<ComplianceRecord>;

interface RecordTableProps {
  config: RecordTypeConfig;
  records: ComplianceRecord[];
  isPending?: boolean;
  /** Row buttons; none in read-only views. */
  actions?: (record: ComplianceRecord) => ReactNode;
}

/** The records of one type, one column per field of the type. */
export const RecordTable = ({ config, records, isPending = false, actions }: RecordTableProps) => (
  <LinkedRecordsTable<ComplianceRecord> rows={records} resource={config.type} isPending={isPending}>
    {config.fields.map((field) => (
      <Column
        key={field.source}
        source={field.kind === 'file' ? 'file_url' : field.source}
        label={`citizens.fields.${field.kind === 'file' ? 'document' : field.source}`}
        disableSort
        render={(record) => <RecordCell field={field} record={record} />}
      />
    ))}
    {actions && <Column source="id" label="citizens.list.columns.actions" disableSort render={actions} />}
  </LinkedRecordsTable>
);
