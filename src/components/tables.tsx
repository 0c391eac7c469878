import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';

/** Wide tables scroll sideways inside their box on a phone instead of widening the page. */
export const scrollingTable = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& td, & th': { whiteSpace: 'nowrap' },
} as const;

/** A react-admin <List> whose wide table scrolls inside the page instead of widening it. */
export const narrowList = { '& .RaList-main': { minWidth: 0 } } as const;

export const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('citizens.no_records')}
    </Typography>
  );
};

interface LinkedRecordsTableProps<RecordType extends RaRecord> {
  rows: RecordType[];
  resource: string;
  isPending?: boolean;
  /** The columns. */
  children: ReactNode;
}

/** The records loaded with their citizen or vehicle: no selection, sorting or row click; 'No records' when empty. */
export const LinkedRecordsTable = <RecordType extends RaRecord>({
  rows,
  resource,
  isPending = false,
  children,
}: LinkedRecordsTableProps<RecordType>) => (
  <DataTable<RecordType>
    data={rows}
    total={rows.length}
    isPending={isPending}
    resource={resource}
    bulkActionButtons={false}
    rowClick={false}
    empty={<NoRecords />}
    sx={scrollingTable}
  >
    {children}
  </DataTable>
);
