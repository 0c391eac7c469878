import { LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { Suspense } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { lazyNamed } from '../lazyNamed';
import { NoRecords } from './NoRecords';
import { TableRows } from './TableRows';
import type { ResponsiveTableProps } from './tableTypes';
import type { VirtualTable as VirtualTableOfRows } from './VirtualTable';

export type { ResponsiveTableProps, TableColumn } from './tableTypes';

/** Phones (below MUI's `sm`, 600 px) get cards instead of a table. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

/** From this many rows on, only the rows near the window are rendered (VirtualTable), so a page of 1000 shows at once. */
const VIRTUAL_FROM = 100;

/** The virtualiser, fetched only when a page is that long (typed as the generic component it loads). */
const VirtualTable = lazyNamed(() => import('./VirtualTable'), 'VirtualTable') as unknown as typeof VirtualTableOfRows;

/**
 * Every list of the app: a plain table on a desk (wide ones scroll inside their box) and one card per row on a phone.
 * Cells can read the row from `useRecordContext`, as react-admin fields do. Long pages render only the rows near the
 * window, so 1000 rows show at once.
 */
export const ResponsiveTable = <T extends RaRecord>({ isPending = false, empty = <NoRecords />, ...props }: ResponsiveTableProps<T>) => {
  const translate = useTranslate();
  const phone = usePhone();
  const loading = <LinearProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (isPending) return loading;
  if (!props.rows.length) return <>{empty}</>;
  if (props.rows.length >= VIRTUAL_FROM) {
    return (
      <Suspense fallback={loading}>
        <VirtualTable {...props} phone={phone} />
      </Suspense>
    );
  }
  return <TableRows {...props} phone={phone} indexes={props.rows.map((_, index) => index)} before={0} after={0} />;
};

/**
 * The rows of the surrounding react-admin <List> as a ResponsiveTable. While another filter, search, page or size is
 * loading, react-admin keeps the old rows as placeholder data: the table shows its loading bar instead of them (a
 * refresh of the same page keeps its rows).
 */
export const ListTable = <T extends RaRecord>(props: Omit<ResponsiveTableProps<T>, 'rows' | 'isPending'>) => {
  const { data, isPending, isPlaceholderData } = useListContext<T>();
  return <ResponsiveTable<T> rows={data ?? []} isPending={isPending || !!isPlaceholderData} {...props} />;
};
