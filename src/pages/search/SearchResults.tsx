import { Alert, Link, Typography } from '@mui/material';
import { DataTable, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { scrollingTable } from '../../components/tables';
import { errorMessage } from '../../dataProvider/http';
import { formatDate } from '../../format';
import { CitizenPagination } from '../../resources/citizens/CitizenPagination';
import type { SearchKindConfig, SearchRow } from './searchKinds';

const Column = DataTable.Col<SearchRow>;
const text = (value: unknown) => (value ? String(value) : '-');

/** 'Found N result(s).' or 'No results', the rows (each citizen's name and mobile link to the citizen) and the pages. */
export const SearchResults = ({ config }: { config: SearchKindConfig }) => {
  const translate = useTranslate();
  const { total, meta, error, isPending } = useListContext<SearchRow>();
  if (error) return <Alert severity="error">{errorMessage(error, translate('search.failed'))}</Alert>;
  if (isPending) return null;
  const toCitizen = (row: SearchRow, label: string) => (
    <Link component={RouterLink} to={`/citizens/${row.citizen_id}`}>
      {label}
    </Link>
  );
  const licence = config.kind !== 'vehicle';
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {total ? translate(meta?.total_is_lower_bound ? 'search.found_more_than' : 'search.found', { count: total }) : translate('search.no_results')}
      </Typography>
      {!!total && (
        <DataTable<SearchRow> bulkActionButtons={false} rowClick={false} sx={scrollingTable}>
          <Column source={config.numberColumn} label={`search.numbers.${config.kind}`} disableSort />
          <Column source="citizen.name" label="search.columns.citizen" disableSort render={(row) => toCitizen(row, row.citizen.name)} />
          <Column source="citizen.mobile" label="search.columns.mobile" disableSort render={(row) => toCitizen(row, row.citizen.mobile)} />
          <Column source="application_no" label="search.application_no" disableSort render={(row) => text(row.application_no)} />
          {licence && <Column source="issue_date" label="search.columns.issue_date" disableSort render={(row) => formatDate(row.issue_date as string)} />}
          {licence && <Column source="expiry_date" label="search.columns.expiry_date" disableSort render={(row) => formatDate(row.expiry_date as string)} />}
          {!licence && <Column source="type" label="citizens.fields.type" disableSort render={(row) => text(row.type)} />}
          {!licence && <Column source="make_model" label="citizens.fields.make_model" disableSort render={(row) => text(row.make_model)} />}
        </DataTable>
      )}
      <CitizenPagination />
    </>
  );
};
