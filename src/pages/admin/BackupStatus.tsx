import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackupFile } from '../../dataProvider/backups';

type Status = 'verified' | 'check_failed' | 'checking' | 'writing' | 'failed';

/** Where a backup stands: written and checked, its check failed, being checked, being written, or failed before written. */
export function backupStatus({ size, verified, error }: BackupFile): Status {
  if (verified === true) return 'verified';
  if (verified === false) return 'check_failed';
  if (error) return 'failed';
  return size === null ? 'writing' : 'checking';
}

/** Whether a backup is still being written or checked. */
export const inProgress = (backup: BackupFile) => ['writing', 'checking'].includes(backupStatus(backup));

const COLOURS = { verified: 'success', check_failed: 'error', failed: 'error', checking: 'info', writing: 'info' } as const;

/** A backup's status as a small coloured chip. */
export const BackupStatus = ({ backup }: { backup: BackupFile }) => {
  const translate = useTranslate();
  const status = backupStatus(backup);
  return <Chip size="small" color={COLOURS[status]} variant={inProgress(backup) ? 'outlined' : 'filled'} label={translate(`backups.status.${status}`)} />;
};
