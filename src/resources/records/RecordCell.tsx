import type { ComplianceRecord } from '../../dataProvider/citizens';
import { useFormat } from '../../format';
import { useOptionLabel } from '../../i18n/options';
import { DocumentLink } from '../../components/DocumentLink';
import { ExpiryDate } from '../../components/ExpiryDate';
import { PERIOD_STARTS } from '../../components/recordRules';
import type { RecordField } from './recordTypes';
import { StatusBadge } from './StatusBadge';

/** One field of a record as the tables show it. */
export const RecordCell = ({ field, record }: { field: RecordField; record: ComplianceRecord }) => {
  const format = useFormat();
  const optionLabel = useOptionLabel();
  const fields: Record<string, unknown> = record;
  const value = fields[field.source];
  const start = fields[PERIOD_STARTS[field.until ?? field.source]];
  switch (field.kind) {
    case 'date':
      return field.expires ? <ExpiryDate date={value as string | null} start={start} /> : <>{format.date(value as string | null)}</>;
    case 'amount':
      return <>{format.money(value)}</>;
    case 'select':
      return <>{(field.choices && optionLabel(field.choices.list, value as string | null)) || '-'}</>;
    case 'status':
      return <StatusBadge status={value} until={field.until && fields[field.until]} start={start} />;
    case 'file':
      return <DocumentLink record={record} />;
    default:
      return <>{value ? String(value) : '-'}</>;
  }
};
