import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { useCancellableDownload } from '../../components/useCancellableDownload';
import type { AppDataProvider } from '../../dataProvider';
import { formatBytes } from '../../format';

/** Downloads the CSV of the inquiries the list shows (its status and search), showing the bytes received and Cancel meanwhile. */
export const InquiryExportButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { received, start, cancel } = useCancellableDownload('desk.inquiries.export_failed');
  const download = () => start((onProgress, signal) => dataProvider.downloadInquiries({ status: filterValues.status, q: filterValues.q }, onProgress, signal));
  if (received === null) {
    return (
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} sx={{ my: 1 }}>
        {translate('desk.inquiries.export')}
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }} role="status">
      <CircularProgress size={20} />
      <Typography variant="body2">{translate('desk.downloading', { size: formatBytes(received, locale) })}</Typography>
      <Button variant="outlined" color="warning" onClick={cancel}>
        {translate('desk.cancel_download')}
      </Button>
    </Box>
  );
};
