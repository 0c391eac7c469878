import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackupFolder } from '../../dataProvider/backups';

/** How the server's folder backups run: every day at a time, on demand only, or not at all (BACKUP_DIR off). */
export const BackupFolderNote = ({ folder }: { folder: BackupFolder | null }) => {
  const translate = useTranslate();
  if (!folder) return <Alert severity="info" sx={{ mb: 2 }}>{translate('backups.off')}</Alert>;
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {folder.time ? translate('backups.daily', { time: folder.time, keep: folder.keep }) : translate('backups.no_daily', { keep: folder.keep })}
    </Typography>
  );
};
