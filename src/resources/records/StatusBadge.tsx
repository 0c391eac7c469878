import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasPassed } from '../../../common/record-status';
import { ExpiredOnBadge } from '../../components/ExpiryDate';

/**
 * Insurance and PUCC status as the API answers it: green when active, red otherwise, 'Expired on dd-mm-yyyy' when
 * its end date (`until`) has passed.
 */
export const StatusBadge = ({ status, until }: { status: unknown; until?: unknown }) => {
  const translate = useTranslate();
  if (!status) return <>-</>;
  const text = String(status);
  if (text === 'expired' && typeof until === 'string' && hasPassed(until)) return <ExpiredOnBadge date={until} />;
  return (
    <Chip
      size="small"
      color={text === 'active' ? 'success' : 'error'}
      label={translate(`citizens.statuses.${text}`, { _: text })}
    />
  );
};
