import EventIcon from '@mui/icons-material/Event';
import { Button } from '@mui/material';
import { saveFile } from '../../components/saveFile';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';

/** Staff: the citizen's current documents as an .ics file, one all-day event on each expiry date. */
export const CitizenCalendarButton = ({ citizenId }: { citizenId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await dataProvider.downloadCitizenCalendar(citizenId);
      await saveFile(blob, fileName);
    } catch (error) {
      notify(errorMessage(error, translate('citizens.show.calendar_failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<EventIcon />} disabled={busy} onClick={download}>
      {translate('citizens.show.download_calendar')}
    </Button>
  );
};
