import dayjs from 'dayjs';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
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

interface ExpiryTableProps<T extends ExpiryDocument> {
  rows: T[];
  /** Owner and mobile columns, linking to the citizen (the report; a citizen's own page leaves them out). */
  withOwner?: boolean;
  actions?(row: T): ReactNode;
}

/** Documents with their type, number and expiry date (red once past), as the report and a citizen's expired documents show them. */
export const ExpiryTable = <T extends ExpiryDocument>({ rows, withOwner = false, actions }: ExpiryTableProps<T>) => {
  const translate = useTranslate();
  const column = (key: string) => translate(`expiries.columns.${key}`);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{column('type')}</TableCell>
            <TableCell>{column('identifier')}</TableCell>
            {withOwner && <TableCell>{column('owner')}</TableCell>}
            {withOwner && <TableCell>{column('mobile')}</TableCell>}
            <TableCell>{column('expiry_date')}</TableCell>
            {actions && <TableCell>{column('actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.type}-${row.record_id}`}>
              <TableCell>{translate(`expiries.types.${row.doc_type}`, { _: row.type })}</TableCell>
              <TableCell>{row.identifier}</TableCell>
              {withOwner && (
                <TableCell>
                  <Link component={RouterLink} to={`/citizens/${row.citizen_id}`}>
                    {row.owner_name}
                  </Link>
                </TableCell>
              )}
              {withOwner && <TableCell>{row.owner_mobile}</TableCell>}
              <TableCell>
                <Typography variant="body2" color={row.expiry_date < today() ? 'error' : undefined}>
                  {formatDate(row.expiry_date)}
                </Typography>
              </TableCell>
              {actions && <TableCell>{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
