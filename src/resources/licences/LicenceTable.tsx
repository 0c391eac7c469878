import { useMemo, type ReactNode } from 'react';
import type { Licence } from '../../dataProvider/citizens';
import { formatDate } from '../../format';
import { DocumentLink } from '../../components/DocumentLink';
import { ExpiryDate } from '../../components/ExpiryDate';
import { OptionLabel } from '../../components/OptionLabel';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { notifiedColumn } from '../../components/tables';
import { licenceNumber, type LicenceKind } from './licenceKind';

interface LicenceTableProps {
  kind: LicenceKind;
  licences: Licence[];
  isPending?: boolean;
  /** Row buttons; none in read-only views. */
  actions?: (licence: Licence) => ReactNode;
}

const dash = (value: string | null | undefined) => value || '-';

const columnsOf = (kind: LicenceKind): TableColumn<Licence>[] => [
  { id: 'number', label: `citizens.fields.${kind.numberField}`, render: (licence) => dash(licenceNumber(kind, licence)) },
  { id: 'application_no', label: 'citizens.fields.application_no', render: (licence) => dash(licence.application_no) },
  { id: 'issue_date', label: 'citizens.fields.issue_date', render: (licence) => formatDate(licence.issue_date) },
  { id: 'expiry_date', label: 'citizens.fields.expiry_date', render: (licence) => <ExpiryDate date={licence.expiry_date} /> },
  { id: 'vehicle_class', label: 'citizens.fields.vehicle_class', render: (licence) => dash(licence.vehicle_class) },
  { id: 'office', label: 'citizens.fields.office', render: (licence) => <OptionLabel list="offices" value={licence.office} /> },
  { id: 'document', label: 'citizens.fields.document', render: (licence) => <DocumentLink record={licence} /> },
  notifiedColumn((licence) => licence.notified_at),
];

/** Number, application no, issue, expiry (with its state), class, office and document of each licence: a table, or cards on a phone. */
export const LicenceTable = ({ kind, licences, isPending = false, actions }: LicenceTableProps) => {
  const columns = useMemo(() => columnsOf(kind), [kind]);
  return <ResponsiveTable<Licence> rows={licences} columns={columns} isPending={isPending} actions={actions} />;
};
