import ReplayIcon from '@mui/icons-material/Replay';
import { useDataProvider, useNotify } from 'react-admin';
import { ConfirmButton } from '../../components/ConfirmButton';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import type { ReminderRun } from '../../dataProvider/reminders';
import { useFormat } from '../../format';

/** Resend failed (admin): the run's failed digests queued again, after a confirmation naming their count and date. */
export const ResendFailedButton = ({ run, onSent }: { run: ReminderRun; onSent(): void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const date = useFormat().date(run.run_date);
  const resend = async () => {
    try {
      const { queued } = await dataProvider.resendFailedReminders(run.run_date);
      notify('reminders.resent', { type: 'success', messageArgs: { smart_count: queued } });
    } catch (error) {
      notify(errorMessage(error, 'reminders.resend_failed'), { type: 'error' });
    }
    onSent();
  };
  return (
    <ConfirmButton
      label="reminders.resend"
      icon={<ReplayIcon />}
      color="error"
      title="reminders.resend_of"
      content="reminders.resend_confirm"
      messageArgs={{ smart_count: run.resendable, date }}
      onConfirm={resend}
    />
  );
};
