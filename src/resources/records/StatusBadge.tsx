import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasPassed, startsLater } from '../../../common/record-status';
import { ExpiredOnBadge, StartsOnBadge } from '../../components/ExpiryDate';

/**
 * Insurance and PUCC status as the API answers it: green when active, red otherwise, 'Expired on dd-mm-yyyy' when
 * its end date (`until`) has passed, 'Starts on dd-mm-yyyy' while its start (`start`, a renewal bought early) is ahead.
 */
export const StatusBadge = ({ status, until, start }: { status: unknown; until?: unknown; start?: unknown }) => {
  const translate = useTranslate();
  if (!status) return <>-</>;
  const text = String(status);
  if (text === 'expired' && typeof until === 'string' && hasPassed(until)) return <ExpiredOnBadge date={until} />;
  if (text === 'active' && startsLater(start)) return <StartsOnBadge date={start} />;
  return (
    <Chip
      size="small"
      color={text === 'active' ? 'success' : 'error'}
      label={translate(`citizens.statuses.${text}`, { _: text })}
    />
  );
};
