import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Insurance and PUCC status: green when active, red otherwise. */
export const StatusBadge = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  if (!status) return <>-</>;
  const text = String(status);
  return (
    <Chip
      size="small"
      color={text === 'active' ? 'success' : 'error'}
      label={translate(`citizens.statuses.${text}`, { _: text })}
    />
  );
};
