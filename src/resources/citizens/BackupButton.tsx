import BackupIcon from '@mui/icons-material/Backup';
import { saveAs } from 'file-saver';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ConfirmButton } from '../../components/ConfirmButton';

/** Admin: downloads a full database backup after a confirmation. */
export const BackupButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const download = async () => {
    try {
      const { blob, fileName } = await dataProvider.downloadDatabaseBackup();
      saveAs(blob, fileName);
      notify('citizens.backup.started', { type: 'success' });
    } catch (error) {
      console.error('Backup failed. Server responded with an error.', error);
      notify('citizens.backup.failed', { type: 'error' });
    }
  };
  return (
    <ConfirmButton
      label="citizens.backup.button"
      icon={<BackupIcon />}
      title="citizens.backup.button"
      content="citizens.backup.confirm"
      onConfirm={download}
    />
  );
};
