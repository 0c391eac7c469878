import type { RaRecord } from 'react-admin';
import type { ResponsiveTableProps } from './tableTypes';
import { TableRows } from './TableRows';
import { useVirtualRows } from './useVirtualRows';

type VirtualTableProps<T> = Omit<ResponsiveTableProps<T>, 'isPending' | 'empty'> & { phone: boolean };

/** A long page of a ResponsiveTable: only the rows near the window, in a chunk of its own with the virtualiser. */
export const VirtualTable = <T extends RaRecord>({ phone, ...props }: VirtualTableProps<T>) => (
  <TableRows {...props} phone={phone} {...useVirtualRows(props.rows.length, phone ? 160 : 60)} />
);
