import { useMemo, type ReactNode } from 'react';
import type { ComplianceRecord } from '../../dataProvider/citizens';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { notifiedColumn } from '../../components/tables';
import { RecordCell } from './RecordCell';
import type { RecordTypeConfig } from './recordTypes';

interface RecordTableProps {
  config: RecordTypeConfig;
  records: ComplianceRecord[];
  isPending?: boolean;
  /** Row buttons; none in read-only views. */
  actions?: (record: ComplianceRecord) => ReactNode;
}

/** The records of one type, one column per field of the type (a card per record on a phone). */
export const RecordTable = ({ config, records, isPending = false, actions }: RecordTableProps) => {
  const columns = useMemo(
    () => [
      ...config.fields.map((field) => ({
        id: field.source,
        label: `citizens.fields.${field.kind === 'file' ? 'document' : field.source}`,
        render: (record: ComplianceRecord) => <RecordCell field={field} record={record} />,
      })),
      notifiedColumn((record: ComplianceRecord) => record.notified_at),
    ],
    [config],
  );
  return <ResponsiveTable<ComplianceRecord> rows={records} columns={columns} isPending={isPending} actions={actions} />;
};
