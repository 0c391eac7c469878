import NotificationsIcon from '@mui/icons-material/Notifications';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Licence } from '../../dataProvider/citizens';
import { errorMessage } from '../../dataProvider/http';

/** LL Notify: the server sends the citizen an expiry notice naming the LL number and its expiry date. */
export const LicenceNotifyButton = ({ citizen, licence }: { citizen: Citizen; licence: Licence }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.notifyLearnerLicence(licence.id);
      notify('citizens.message.sent', { type: 'success', messageArgs: { name: citizen.name } });
      await queryClient.invalidateQueries({ queryKey: ['citizens', citizen.id, 'messages'] });
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
