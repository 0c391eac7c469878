import DownloadIcon from '@mui/icons-material/Download';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { useLoadError } from '../../components/useLoadError';
import type { AppDataProvider } from '../../dataProvider';
import type { ExportTableSize } from '../../dataProvider/dataExport';
import { formatBytes, formatNumber } from '../../format';
import { ForbiddenPage, isForbidden } from '../../layout/ForbiddenPage';
import { useExportDownload } from './useExportDownload';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** /admin/export (admin only): every exportable table as a CSV download, and all of them as one ZIP. */
export const ExportPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('data_export.title'));
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const tables = useQuery({ queryKey: ['export-tables'], queryFn: () => dataProvider.getExportTableSizes(), retry: false });
  const loadFailure = useLoadError(tables.error, 'data_export.load_failed');
  const { running, failure, start } = useExportDownload();
  if (isForbidden(tables.error)) return <ForbiddenPage page="data_export.title" />;

  const downloadZip = () => start('ZIP', (onProgress) => dataProvider.exportAllAsZip(onProgress), translate('data_export.zip_failed'));
  const nameOf = (table: string) => translate(`data_export.table_names.${table}`, { _: table });
  const sizeOf = ({ rows, bytes }: ExportTableSize) => {
    const size = formatBytes(bytes, locale);
    return rows === null ? translate('data_export.table_size_only', { size }) : translate('data_export.table_size', { rows: formatNumber(rows, locale), size });
  };
  const downloadTable = (table: string) =>
    start(`${table}.csv`, (onProgress) => dataProvider.exportTable(table, onProgress), translate('data_export.table_failed', { table: nameOf(table) }));

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('data_export.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('data_export.intro')}
      </Typography>
      {loadFailure && <Alert severity="error" sx={{ mb: 2 }}>{loadFailure}</Alert>}
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      <Button variant="contained" startIcon={<FolderZipIcon />} onClick={downloadZip} disabled={!!running || !tables.data?.length} sx={{ mb: 2, alignSelf: 'flex-start' }}>
        {translate('data_export.download_all')}
      </Button>
      {running && (
        <Box role="status" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {translate('data_export.downloading', { name: running.name, size: formatBytes(running.received, locale) })}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      <Paper variant="outlined">
        <Typography variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
          {translate('data_export.tables')}
        </Typography>
        {tables.isPending && !tables.error && <LinearProgress sx={{ m: 2 }} />}
        <List>
          {tables.data?.map((table) => (
            <ListItem key={table.name} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={nameOf(table.name)} secondary={sizeOf(table)} />
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => downloadTable(table.name)}
                disabled={!!running}
                aria-label={translate('data_export.download_table', { table: nameOf(table.name) })}
              >
                {translate('data_export.download_csv')}
              </Button>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
};
