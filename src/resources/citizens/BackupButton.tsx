import BackupIcon from '@mui/icons-material/Backup';
import { saveFile } from '../../components/saveFile';
import { DialogContentText } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { ConfirmButton } from '../../components/ConfirmButton';
import { BackupInfo } from './BackupInfo';

/** Admin: downloads a full database backup after a confirmation (the specification's text, then the database's size and the last backup's duration). */
export const BackupButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const download = async () => {
    try {
      const { blob, fileName } = await dataProvider.downloadDatabaseBackup();
      await saveFile(blob, fileName);
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
      content={
        <>
          <DialogContentText>{translate('citizens.backup.confirm')}</DialogContentText>
          <BackupInfo />
        </>
      }
      onConfirm={download}
    />
  );
};
