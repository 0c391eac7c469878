import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Colour of each request and inquiry status; `rejected` has its own (lists.md). */
const COLOURS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  new: 'warning',
  contacted: 'info',
  completed: 'success',
  resolved: 'success',
  rejected: 'error',
};

export type DeskKind = 'request' | 'inquiry';

/** A service request's or document inquiry's status as a coloured badge. */
export const DeskStatusBadge = ({ kind, status }: { kind: DeskKind; status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={translate(`desk.${kind}_statuses.${status}`, { _: status })} />;
};
