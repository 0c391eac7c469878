import { Alert, Link, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Compliance } from '../../../common/compliance';
import { ComplianceChip } from '../../components/ComplianceChip';
import { ListTable, type TableColumn } from '../../components/ResponsiveTable';
import { useLoadError } from '../../components/useLoadError';
import { formatDate } from '../../format';
import { CitizenPagination } from '../../resources/citizens/CitizenPagination';
import type { SearchKindConfig, SearchRow } from './searchKinds';

const text = (value: unknown) => (value ? String(value) : '-');
const toCitizen = (row: SearchRow, label: string) => (
  <Link component={RouterLink} to={`/citizens/${row.citizen_id}`}>
    {label}
  </Link>
);

const LICENCE_DATES: TableColumn<SearchRow>[] = [
  { id: 'issue_date', label: 'search.columns.issue_date', render: (row) => formatDate(row.issue_date as string) },
  { id: 'expiry_date', label: 'search.columns.expiry_date', render: (row) => formatDate(row.expiry_date as string) },
];
const VEHICLE_DETAILS: TableColumn<SearchRow>[] = [
  { id: 'type', label: 'citizens.fields.type', render: (row) => text(row.type) },
  { id: 'make_model', label: 'citizens.fields.make_model', render: (row) => text(row.make_model) },
  { id: 'compliance', label: 'compliance.label', render: (row) => <ComplianceChip compliance={row.compliance as Compliance | undefined} /> },
];

/** Number, citizen (name and mobile linking to the citizen), application number, then dates or vehicle details. */
const columnsOf = (config: SearchKindConfig): TableColumn<SearchRow>[] => [
  { id: 'number', label: `search.numbers.${config.kind}`, render: (row) => text(row[config.numberColumn]) },
  { id: 'citizen', label: 'search.columns.citizen', render: (row) => toCitizen(row, row.citizen.name) },
  { id: 'mobile', label: 'search.columns.mobile', render: (row) => toCitizen(row, row.citizen.mobile) },
  { id: 'application_no', label: 'search.application_no', render: (row) => text(row.application_no) },
  ...(config.kind === 'vehicle' ? VEHICLE_DETAILS : LICENCE_DATES),
];

/** 'Found N result(s).' or 'No results', the rows (a table, or cards on a phone) and the pages. */
export const SearchResults = ({ config }: { config: SearchKindConfig }) => {
  const translate = useTranslate();
  const { total, meta, error, isPending } = useListContext<SearchRow>();
  const columns = useMemo(() => columnsOf(config), [config]);
  const failure = useLoadError(error, 'search.failed');
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (isPending) return null;
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {total ? translate(meta?.total_is_lower_bound ? 'search.found_more_than' : 'search.found', { count: total }) : translate('search.no_results')}
      </Typography>
      {!!total && <ListTable<SearchRow> columns={columns} />}
      <CitizenPagination />
    </>
  );
};
