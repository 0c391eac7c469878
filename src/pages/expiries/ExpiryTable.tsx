import dayjs from 'dayjs';
import { Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { formatDate } from '../../format';

export interface ExpiryDocument {
  type: string;
  doc_type: string;
  record_id: number;
  identifier: string;
  expiry_date: string;
  citizen_id?: number;
  owner_name?: string;
  owner_mobile?: string;
}

const today = () => dayjs().format('YYYY-MM-DD');

const DocumentType = ({ row }: { row: ExpiryDocument }) => {
  const translate = useTranslate();
  return <>{translate(`expiries.types.${row.doc_type}`, { _: row.type })}</>;
};

const TYPE: TableColumn<ExpiryDocument> = { id: 'type', label: 'expiries.columns.type', render: (row) => <DocumentType row={row} /> };
const IDENTIFIER: TableColumn<ExpiryDocument> = { id: 'identifier', label: 'expiries.columns.identifier', render: (row) => row.identifier };
const OWNER: TableColumn<ExpiryDocument>[] = [
  {
    id: 'owner',
    label: 'expiries.columns.owner',
    render: (row) => (
      <Link component={RouterLink} to={`/citizens/${row.citizen_id}`}>
        {row.owner_name}
      </Link>
    ),
  },
  { id: 'mobile', label: 'expiries.columns.mobile', render: (row) => row.owner_mobile },
];
const EXPIRY: TableColumn<ExpiryDocument> = {
  id: 'expiry_date',
  label: 'expiries.columns.expiry_date',
  render: (row) => (
    <Typography variant="body2" color={row.expiry_date < today() ? 'error' : undefined}>
      {formatDate(row.expiry_date)}
    </Typography>
  ),
};
const WITHOUT_OWNER = [TYPE, IDENTIFIER, EXPIRY];
const WITH_OWNER = [TYPE, IDENTIFIER, ...OWNER, EXPIRY];

interface ExpiryTableProps<T extends ExpiryDocument> {
  rows: T[];
  /** Owner and mobile columns, linking to the citizen (the report; a citizen's own page leaves them out). */
  withOwner?: boolean;
  actions?(row: T): ReactNode;
}

/** Documents with their type, number and expiry date (red once past), as the report and a citizen's expired documents show them. */
export const ExpiryTable = <T extends ExpiryDocument>({ rows, withOwner = false, actions }: ExpiryTableProps<T>) => (
  <ResponsiveTable<T & { id: string }>
    rows={rows.map((row) => ({ ...row, id: `${row.type}-${row.record_id}` }))}
    columns={withOwner ? WITH_OWNER : WITHOUT_OWNER}
    titleColumn="identifier"
    actions={actions}
    actionsLabel="expiries.columns.actions"
  />
);
