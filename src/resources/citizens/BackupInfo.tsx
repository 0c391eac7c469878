import { DialogContentText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../../dataProvider/http';
import { formatBytes, formatDateTime, formatNumber } from '../../format';

export interface BackupInfoAnswer {
  database_bytes: number;
  last_backup: { at: string; seconds: number } | null;
}

/** The backup confirmation's second line: the database's size and how long the last backup took (nothing while loading or failed). */
export const BackupInfo = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useQuery({ queryKey: ['database-backups', 'info'], queryFn: () => apiFetch<BackupInfoAnswer>('/database-backups/info') });
  if (!data) return null;
  const size = formatBytes(data.database_bytes, locale);
  const last = data.last_backup;
  return (
    <DialogContentText sx={{ mt: 1 }}>
      {last
        ? translate('citizens.backup.info', { size, seconds: formatNumber(Math.max(1, Math.round(last.seconds)), locale), at: formatDateTime(last.at) })
        : translate('citizens.backup.info_first', { size })}
    </DialogContentText>
  );
};
