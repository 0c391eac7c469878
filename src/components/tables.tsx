import { formatDateTime } from '../format';
import type { TableColumn } from './tableTypes';

/** A react-admin <List> whose wide table scrolls inside the page instead of widening it. */
export const narrowList = { '& .RaList-main': { minWidth: 0 } } as const;

/** The 'Last notified' column of a document table: when its owner was last sent its expiry notice (dd-mm-yyyy hh:mm). */
export const notifiedColumn = <T,>(notifiedAt: (row: T) => unknown, label = 'citizens.fields.notified_at'): TableColumn<T> => ({
  id: 'notified_at',
  label,
  render: (row) => formatDateTime(notifiedAt(row) as string | null),
});
