import { useMemo, type ReactNode } from 'react';
import type { ComplianceRecord } from '../../dataProvider/citizens';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { notifiedColumn } from '../../components/tables';
import { RecordCell } from './RecordCell';
import type { RecordField, RecordTypeConfig } from './recordTypes';

interface RecordTableProps {
  config: RecordTypeConfig;
  records: ComplianceRecord[];
  isPending?: boolean;
  /** Row buttons; none in read-only views. */
  actions?: (record: ComplianceRecord) => ReactNode;
}

/**
 * How a field's text may wrap in a narrow column: a number anywhere, a name or an option between words; dates, amounts,
 * badges and links keep their line.
 */
const WRAPPING: Partial<Record<RecordField['kind'], TableColumn<ComplianceRecord>['wrap']>> = { number: true, text: 'words', select: 'words' };

/**
 * The records of one type, one column per field of the type (a card per record on a phone). Its texts, numbers and
 * the date and time of the last notice wrap, so the widest kind (insurance, nine columns) fits its dialog at 1280 px.
 */
export const RecordTable = ({ config, records, isPending = false, actions }: RecordTableProps) => {
  const columns = useMemo(
    () => [
      ...config.fields.map((field) => ({
        id: field.source,
        label: `citizens.fields.${field.kind === 'file' ? 'document' : field.source}`,
        render: (record: ComplianceRecord) => <RecordCell field={field} record={record} />,
        wrap: WRAPPING[field.kind],
      })),
      { ...notifiedColumn((record: ComplianceRecord) => record.notified_at), wrap: 'words' as const },
    ],
    [config],
  );
  return <ResponsiveTable<ComplianceRecord> rows={records} columns={columns} isPending={isPending} actions={actions} />;
};
