import type { ReactNode } from 'react';
import { DataTable } from 'react-admin';
import type { Licence } from '../../dataProvider/citizens';
import { formatDate } from '../../format';
import { DocumentLink } from '../../components/DocumentLink';
import { LinkedRecordsTable } from '../../components/tables';
import { useOptionLabel } from '../../i18n/options';
import type { LicenceKind } from './licenceKind';

const Column = DataTable.Col<Licence>;

interface LicenceTableProps {
  kind: LicenceKind;
  licences: Licence[];
  isPending?: boolean;
  /** Row buttons; none in read-only views. */
  actions?: (licence: Licence) => ReactNode;
}

/** Number, application no, issue, expiry, class, office and document of each licence. */
export const LicenceTable = ({ kind, licences, isPending = false, actions }: LicenceTableProps) => {
  const optionLabel = useOptionLabel();
  return (
  <LinkedRecordsTable<Licence> rows={licences} resource={kind.resource} isPending={isPending}>
    <Column source={kind.numberField} label={`citizens.fields.${kind.numberField}`} disableSort />
    <Column source="application_no" label="citizens.fields.application_no" disableSort render={(licence) => licence.application_no || '-'} />
    <Column source="issue_date" label="citizens.fields.issue_date" disableSort render={(licence) => formatDate(licence.issue_date)} />
    <Column source="expiry_date" label="citizens.fields.expiry_date" disableSort render={(licence) => formatDate(licence.expiry_date)} />
    <Column source="vehicle_class" label="citizens.fields.vehicle_class" disableSort render={(licence) => licence.vehicle_class || '-'} />
    <Column source="office" label="citizens.fields.office" disableSort render={(licence) => optionLabel('offices', licence.office) || '-'} />
    <Column source="file_url" label="citizens.fields.document" disableSort render={(licence) => <DocumentLink record={licence} />} />
    {actions && <Column source="id" label="citizens.list.columns.actions" disableSort render={actions} />}
  </LinkedRecordsTable>
  );
};
