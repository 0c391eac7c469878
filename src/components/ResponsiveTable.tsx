import {
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { memo, type Key, type ReactNode } from 'react';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { NoRecords } from './NoRecords';
import { useVirtualRows } from './useVirtualRows';

export interface TableColumn<T> {
  /** Column id and React key. */
  id: string;
  /** i18n key of the heading (and of the card's label on a phone). */
  label: string;
  render: (row: T) => ReactNode;
  /**
   * Free text (names, queries, numbers) that may wrap onto several lines on a desk, its heading too, so the row's
   * actions stay in view: anywhere once narrowed to 96 px (a long number), or with 'words' only between words.
   */
  wrap?: boolean | 'words';
  /** Left out of the phone cards (a row number: a card needs none). */
  deskOnly?: boolean;
}

export interface ResponsiveTableProps<T> {
  rows: T[];
  /** On a phone the `titleColumn` (else the first) is the card's title and the rest its labelled lines. */
  columns: TableColumn<T>[];
  titleColumn?: string;
  /** Row buttons: the last column on a desk, the card's foot on a phone. */
  actions?: (row: T) => ReactNode;
  actionsLabel?: string;
  rowKey?: (row: T) => Key;
  isPending?: boolean;
  empty?: ReactNode;
}

/** Phones (below MUI's `sm`, 600 px) get cards instead of a table. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

interface RowProps<T> {
  row: T;
  index: number;
  columns: TableColumn<T>[];
  actions?: (row: T) => ReactNode;
  measure?: (element: Element | null) => void;
}

/** One table row, re-rendered only when its record changes, so a 1000-row page stays quick. */
const DeskRow = memo(function DeskRow<T extends RaRecord>({ row, index, columns, actions, measure }: RowProps<T>) {
  return (
    <RecordContextProvider value={row}>
      <TableRow hover ref={measure} data-index={index}>
        {columns.map((column) => (
          <TableCell key={column.id} data-wrap={column.wrap || undefined} sx={column.wrap === true ? { minWidth: 96, overflowWrap: 'anywhere' } : undefined}>
            {column.render(row)}
          </TableCell>
        ))}
        {actions && <TableCell data-wrap>{actions(row)}</TableCell>}
      </TableRow>
    </RecordContextProvider>
  );
}) as <T extends RaRecord>(props: RowProps<T>) => ReactNode;

interface CardProps<T> extends RowProps<T> {
  title: TableColumn<T>;
  labels: string[];
}

const PhoneCard = memo(function PhoneCard<T extends RaRecord>({ row, index, title, columns, actions, labels, measure }: CardProps<T>) {
  return (
    <RecordContextProvider value={row}>
      <Paper component="article" variant="outlined" ref={measure} data-index={index} sx={{ p: 1.5, minWidth: 0, mb: 1 }}>
        <Typography variant="subtitle1" component="div" fontWeight="bold" sx={{ overflowWrap: 'anywhere' }}>
          {title.render(row)}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5, m: 0 }}>
          {columns.map((column, index) => (
            <Box key={column.id} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {labels[index]}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                {column.render(row)}
              </Typography>
            </Box>
          ))}
        </Box>
        {actions && <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{actions(row)}</Box>}
      </Paper>
    </RecordContextProvider>
  );
}) as <T extends RaRecord>(props: CardProps<T>) => ReactNode;

/**
 * Every list of the app: a plain table on a desk (wide ones scroll inside their box) and one card per row on a phone.
 * Cells can read the row from `useRecordContext`, as react-admin fields do. Long pages render only the rows near the
 * window (useVirtualRows), so 1000 rows show at once.
 */
export const ResponsiveTable = <T extends RaRecord>({
  rows,
  columns,
  titleColumn,
  actions,
  actionsLabel = 'citizens.list.columns.actions',
  rowKey = (row) => row.id,
  isPending = false,
  empty = <NoRecords />,
}: ResponsiveTableProps<T>) => {
  const translate = useTranslate();
  const phone = usePhone();
  const { listRef, indexes, before, after, measure } = useVirtualRows(isPending ? 0 : rows.length, phone ? 160 : 60);
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={translate('ra.page.loading')} />;
  if (!rows.length) return <>{empty}</>;
  if (phone) {
    const title = columns.find((column) => column.id === titleColumn) ?? columns[0];
    const lines = columns.filter((column) => column !== title && !column.deskOnly);
    const labels = lines.map((column) => translate(column.label));
    return (
      <Box ref={listRef} sx={{ p: 1, pt: `${8 + before}px`, pb: `${8 + after}px` }}>
        {indexes.map((index) => (
          <PhoneCard
            key={rowKey(rows[index])}
            row={rows[index]}
            index={index}
            title={title}
            columns={lines}
            actions={actions}
            labels={labels}
            measure={measure}
          />
        ))}
      </Box>
    );
  }
  return (
    <TableContainer ref={listRef} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& td:not([data-wrap]), & th:not([data-wrap])': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.id} data-wrap={column.wrap || undefined}>
                {translate(column.label)}
              </TableCell>
            ))}
            {actions && <TableCell>{translate(actionsLabel)}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {indexes.map((index) => (
            <DeskRow key={rowKey(rows[index])} row={rows[index]} index={index} columns={columns} actions={actions} measure={measure} />
          ))}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
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
