import { Box, Chip, type ChipProps } from '@mui/material';
import { useTranslate } from '../i18n/translations';

/** Colour of each request and inquiry status; `rejected` has its own (lists.md). */
export const DESK_STATUS_COLOURS: Record<string, Exclude<ChipProps['color'], undefined>> = {
  pending: 'warning',
  new: 'warning',
  contacted: 'info',
  completed: 'success',
  resolved: 'success',
  rejected: 'error',
};

export type DeskKind = 'request' | 'inquiry';

/** A request's or inquiry's reference (SR-2026-000123) in figures that line up down a column; on the desks, when it came under it. */
export const DeskReference = ({ reference, sentAt }: { reference: string; sentAt?: string }) => (
  <>
    <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {reference}
    </Box>
    {sentAt && (
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {sentAt}
      </Box>
    )}
  </>
);

/** A service request's or document inquiry's status as a coloured badge. */
export const DeskStatusBadge = ({ kind, status }: { kind: DeskKind; status: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color={DESK_STATUS_COLOURS[status] ?? 'default'} label={translate(`desk.${kind}_statuses.${status}`, { _: status })} />;
};
