import BackupIcon from '@mui/icons-material/Backup';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, AlertTitle, Box, Button, LinearProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { useLoadError } from '../../components/useLoadError';
import type { AppDataProvider } from '../../dataProvider';
import type { BackupFile } from '../../dataProvider/backups';
import { errorMessage } from '../../dataProvider/http';
import { formatBytes, formatDateTime } from '../../format';
import { ForbiddenPage, isForbidden } from '../../layout/ForbiddenPage';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { BackupContents } from './BackupContents';
import { BackupFolderNote } from './BackupFolderNote';
import { BackupStatus, inProgress } from './BackupStatus';
import { useExportDownload } from './useExportDownload';

/** How often the list is read again while a backup is being written or checked. */
const POLL_MS = 2000;

/** /admin/backups (admin only): the backups in the server's folder with their checks, each downloadable; back up now; the last failure. */
export const BackupsPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('backups.title'));
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const backups = useQuery({
    queryKey: ['backups'],
    queryFn: () => dataProvider.getBackups(),
    retry: false,
    refetchInterval: (query) => (query.state.data?.some(inProgress) ? POLL_MS : false),
  });
  const folder = useQuery({ queryKey: ['backups', 'folder'], queryFn: () => dataProvider.getBackupFolder(), retry: false });
  const start = useMutation({
    mutationFn: () => dataProvider.startBackup(),
    onSuccess: () => {
      notify('backups.started', { type: 'info' });
      return queryClient.invalidateQueries({ queryKey: ['backups'] });
    },
  });
  const download = useExportDownload();
  const loadFailure = useLoadError(backups.error, 'backups.load_failed');
  if (isForbidden(backups.error)) return <ForbiddenPage page="backups.title" />;

  const lastFailure = backups.data?.find((backup) => backup.error);
  const running = backups.data?.some(inProgress) || start.isPending;
  const downloadBackup = ({ name }: BackupFile) =>
    download.start(name, (onProgress) => dataProvider.downloadBackup(name, onProgress), translate('backups.download_failed'));

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('backups.title')}
      </Typography>
      {folder.isSuccess && <BackupFolderNote folder={folder.data} />}
      {loadFailure && <Alert severity="error" sx={{ mb: 2 }}>{loadFailure}</Alert>}
      {start.error && <Alert severity="error" sx={{ mb: 2 }}>{errorMessage(start.error, translate('backups.start_failed'))}</Alert>}
      {download.failure && <Alert severity="error" sx={{ mb: 2 }}>{download.failure}</Alert>}
      {lastFailure && (
        <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <AlertTitle>{translate('backups.last_failure', { time: formatDateTime(lastFailure.created_at) })}</AlertTitle>
          {lastFailure.error}
        </Alert>
      )}
      <Button variant="contained" startIcon={<BackupIcon />} onClick={() => start.mutate()} disabled={running || folder.data === null} sx={{ mb: 2, alignSelf: 'flex-start' }}>
        {translate('backups.back_up_now')}
      </Button>
      {download.running && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('backups.downloading', { name: download.running.name, size: formatBytes(download.running.received, locale) })}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      <Paper variant="outlined">
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {translate('backups.list')}
        </Typography>
        {backups.isPending && !backups.error && <LinearProgress sx={{ m: 2 }} />}
        {backups.data?.length === 0 && <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">{translate('backups.empty')}</Typography>}
        <List>
          {backups.data?.map((backup) => (
            <ListItem key={backup.name} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={backup.name}
                secondary={
                  <>
                    {translate('backups.size_and_time', { time: formatDateTime(backup.created_at), size: backup.size === null ? '-' : formatBytes(backup.size, locale) })}
                    <BackupContents backup={backup} />
                  </>
                }
                sx={{ minWidth: 220, overflowWrap: 'anywhere' }}
              />
              <BackupStatus backup={backup} />
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => downloadBackup(backup)}
                disabled={backup.size === null || !!download.running}
                aria-label={translate('backups.download_name', { name: backup.name })}
              >
                {translate('backups.download')}
              </Button>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
};
