import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';

/** Downloads the CSV of the inquiries the list shows (its status filter applies). */
export const InquiryExportButton = () => {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await dataProvider.downloadInquiries(filterValues.status);
    } catch (error) {
      notify(errorMessage(error, translate('desk.inquiries.export_failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy} sx={{ my: 1 }}>
      {translate('desk.inquiries.export')}
    </Button>
  );
};
