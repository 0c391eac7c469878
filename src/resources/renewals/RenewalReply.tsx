import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RenewalRow } from '../../dataProvider/renewals';

/** How long ago, in the largest whole unit: minutes under an hour, hours under two days, else days. */
export function agoParts(at: string, now = Date.now()): { unit: 'minutes' | 'hours' | 'days'; smart_count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', smart_count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', smart_count: Math.floor(minutes / 60) };
  return { unit: 'days', smart_count: Math.floor(minutes / 1440) };
}

/** The owner's last WhatsApp message on a renewal card: "Replied 2 h ago: 'haan renew kar do'". */
export const RenewalReply = ({ reply }: { reply: NonNullable<RenewalRow['last_reply']> }) => {
  const translate = useTranslate();
  const { unit, smart_count } = agoParts(reply.at);
  const ago = translate(`renewals.card.ago.${unit}`, { smart_count });
  const text = reply.text && reply.text.length > 80 ? `${reply.text.slice(0, 80)}…` : reply.text;
  return (
    <Typography variant="caption" color="primary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {text ? translate('renewals.card.replied', { ago, text }) : translate('renewals.card.replied_file', { ago })}
    </Typography>
  );
};
