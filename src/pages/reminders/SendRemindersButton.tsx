import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';

/** Send reminders now (admin): today's batch, after a confirmation that names its count of messages. */
export const SendRemindersButton = ({ count, onSent }: { count: number; onSent(): void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const send = async () => {
    try {
      const { queued } = await dataProvider.runReminders();
      notify('reminders.sent', { type: 'success', messageArgs: { smart_count: queued } });
    } catch (error) {
      notify(errorMessage(error, 'reminders.send_failed'), { type: 'error' });
    }
    onSent();
  };
  return (
    <ConfirmButton
      label="reminders.send_now"
      icon={<SendIcon />}
      title="reminders.send_now"
      content="reminders.confirm"
      messageArgs={{ smart_count: count }}
      onConfirm={send}
    />
  );
};
