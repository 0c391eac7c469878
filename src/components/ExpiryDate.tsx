import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysUntil, EXPIRING_SOON_DAYS, startsLater } from '../../common/record-status';
import { formatDate } from '../format';

/** A red 'Expired on dd-mm-yyyy' badge. */
export const ExpiredOnBadge = ({ date }: { date: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color="error" label={translate('citizens.statuses.expired_on', { date: formatDate(date) })} />;
};

/** A blue 'Starts on dd-mm-yyyy' badge: a record bought early, not in force yet (issue 32). */
export const StartsOnBadge = ({ date }: { date: string }) => {
  const translate = useTranslate();
  return <Chip size="small" color="info" label={translate('citizens.statuses.starts_on', { date: formatDate(date) })} />;
};

/**
 * A document's state by its expiry date, counted in days in India (IST) whatever the browser's zone: the red
 * 'Expired on dd-mm-yyyy' once passed, an amber 'Expires in N days' within EXPIRING_SOON_DAYS, a green 'Valid' after.
 */
export const ValidityBadge = ({ date }: { date: string }) => {
  const translate = useTranslate();
  const days = daysUntil(date);
  if (days < 0) return <ExpiredOnBadge date={date} />;
  if (days > EXPIRING_SOON_DAYS) return <Chip size="small" color="success" variant="outlined" label={translate('citizens.statuses.valid')} />;
  const label = days === 0 ? translate('citizens.statuses.expires_today') : translate('citizens.statuses.expires_in', { smart_count: days });
  return <Chip size="small" color="warning" label={label} />;
};

/**
 * An expiry date with its state: the red 'Expired on' badge once passed, else dd-mm-yyyy and its ValidityBadge, or
 * 'Starts on dd-mm-yyyy' while its period (from `start`) has not begun.
 */
export const ExpiryDate = ({ date, start }: { date: string | null | undefined; start?: unknown }) => {
  if (!date) return <>{formatDate(date)}</>;
  if (daysUntil(date) < 0) return <ValidityBadge date={date} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      {formatDate(date)}
      {startsLater(start) ? <StartsOnBadge date={start} /> : <ValidityBadge date={date} />}
    </Box>
  );
};
