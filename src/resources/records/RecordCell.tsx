import type { ComplianceRecord } from '../../dataProvider/citizens';
import { formatDate } from '../../format';
import { DocumentLink } from '../../components/DocumentLink';
import { formatAmount } from './amount';
import type { RecordField } from './recordTypes';
import { StatusBadge } from './StatusBadge';

/** One field of a record as the tables show it. */
export const RecordCell = ({ field, record }: { field: RecordField; record: ComplianceRecord }) => {
  const value = record[field.source];
  switch (field.kind) {
    case 'date':
      return <>{formatDate(value as string | null)}</>;
    case 'amount':
      return <>{formatAmount(value)}</>;
    case 'status':
      return <StatusBadge status={value} />;
    case 'file':
      return <DocumentLink record={record} />;
    default:
      return <>{value ? String(value) : '-'}</>;
  }
};
