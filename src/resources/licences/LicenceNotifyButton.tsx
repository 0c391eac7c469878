import NotificationsIcon from '@mui/icons-material/Notifications';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Licence } from '../../dataProvider/citizens';
import { errorMessage } from '../../dataProvider/http';
import { formatDate } from '../../format';

/** Sends the citizen an expiry notice naming the LL number and its expiry date. */
export const LicenceNotifyButton = ({ citizen, licence }: { citizen: Citizen; licence: Licence }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const notice = translate('citizens.ll.notice', { name: citizen.name, number: licence.ll_no, date: formatDate(licence.expiry_date) });
    try {
      await dataProvider.sendCitizenMessage(citizen.id, notice);
      notify('citizens.message.sent', { type: 'success', messageArgs: { name: citizen.name } });
    } catch (error) {
      notify(errorMessage(error, translate('citizens.ll.notify_failed')), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="small" startIcon={<NotificationsIcon />} onClick={send} disabled={sending}>
      {translate('citizens.actions.notify')}
    </Button>
  );
};
