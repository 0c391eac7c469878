import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { memo, type ReactNode, type Ref } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ResponsiveTableProps, TableColumn } from './tableTypes';

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

/** Which rows to render: all of a short list; of a long one (VirtualTable), those near the window and the space around them. */
export interface RowWindow {
  listRef?: Ref<HTMLDivElement>;
  indexes: number[];
  before: number;
  after: number;
  measure?: (element: Element | null) => void;
}

type TableRowsProps<T> = Omit<ResponsiveTableProps<T>, 'isPending' | 'empty'> & RowWindow & { phone: boolean };

/** The table on a desk, the cards on a phone, of the rows `indexes` names. */
export const TableRows = <T extends RaRecord>({
  rows,
  columns,
  titleColumn,
  actions,
  actionsLabel = 'citizens.list.columns.actions',
  rowKey = (row) => row.id,
  phone,
  listRef,
  indexes,
  before,
  after,
  measure,
}: TableRowsProps<T>) => {
  const translate = useTranslate();
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
