import { Box, Chip, Link } from '@mui/material';
import { RECORD_START_FIELDS } from '../../../common/rules';
import { formatDate } from '../../format';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ExpiryDate } from '../../components/ExpiryDate';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { notifiedColumn } from '../../components/tables';

export interface ExpiryDocument {
  type: string;
  doc_type: string;
  record_id: number;
  identifier: string;
  /** The document's own number (policy, PUCC, permit, certificate, licence); none for a tax. */
  document_number: string | null;
  /** The vehicle's registration number; none for a licence. */
  vehicle_no: string | null;
  expiry_date: string;
  /** The start of a record bought early not started yet: this one's, or that of the record following it (issue 32). */
  starts_on?: string | null;
  citizen_id?: number;
  owner_name?: string;
  owner_mobile?: string;
  /** The record as its own list answers it: `full_record` in the report, `details` in a citizen's expired documents. */
  full_record?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

/** The document's record, as its own list answers it. */
export const recordOf = (row: ExpiryDocument): Record<string, unknown> & { id: number } =>
  ({ ...(row.full_record ?? row.details), id: row.record_id });

const DocumentType = ({ row }: { row: ExpiryDocument }) => {
  const translate = useTranslate();
  return <>{translate(`expiries.types.${row.doc_type}`, { _: row.type })}</>;
};

const TYPE: TableColumn<ExpiryDocument> = { id: 'type', label: 'expiries.columns.type', render: (row) => <DocumentType row={row} /> };
const NUMBERS: TableColumn<ExpiryDocument>[] = [
  { id: 'document_number', label: 'expiries.columns.document_number', render: (row) => row.document_number ?? '-' },
  { id: 'vehicle_no', label: 'expiries.columns.vehicle_no', render: (row) => row.vehicle_no ?? '-' },
];
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
/**
 * The expiry with its state; a record bought early that has not started reads 'Starts on', and a document it follows
 * (in force until then, or lapsed before it) 'Renewed from' its start.
 */
const Expiry = ({ row }: { row: ExpiryDocument }) => {
  const translate = useTranslate();
  const record = recordOf(row);
  const own = RECORD_START_FIELDS.some((field) => record[field] === row.starts_on);
  if (!row.starts_on || own) return <ExpiryDate date={row.expiry_date} start={row.starts_on} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <ExpiryDate date={row.expiry_date} />
      <Chip size="small" color="info" variant="outlined" label={translate('expiries.renewed_from', { date: formatDate(row.starts_on) })} />
    </Box>
  );
};

const EXPIRY: TableColumn<ExpiryDocument> = { id: 'expiry_date', label: 'expiries.columns.expiry_date', render: (row) => <Expiry row={row} /> };
const NOTIFIED = notifiedColumn<ExpiryDocument>((row) => recordOf(row).notified_at, 'expiries.columns.notified_at');
const WITHOUT_OWNER = [TYPE, ...NUMBERS, EXPIRY, NOTIFIED];
const WITH_OWNER = [TYPE, ...NUMBERS, ...OWNER, EXPIRY, NOTIFIED];

interface ExpiryTableProps<T extends ExpiryDocument> {
  rows: T[];
  /** Owner and mobile columns, linking to the citizen (the report; a citizen's own page leaves them out). */
  withOwner?: boolean;
  actions?(row: T): ReactNode;
}

/**
 * Documents with their type, own number, vehicle, expiry date (a red 'Expired on' badge once past) and last notice,
 * as the report and a citizen's expired documents show them.
 */
export const ExpiryTable = <T extends ExpiryDocument>({ rows, withOwner = false, actions }: ExpiryTableProps<T>) => (
  <ResponsiveTable<T & { id: string }>
    rows={rows.map((row) => ({ ...row, id: `${row.type}-${row.record_id}` }))}
    columns={withOwner ? WITH_OWNER : WITHOUT_OWNER}
    titleColumn="type"
    actions={actions}
    actionsLabel="expiries.columns.actions"
  />
);
