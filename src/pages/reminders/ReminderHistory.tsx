import { Box, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MESSAGE_STATUSES } from '../../../common/options';
import { PageButtons } from '../../components/PageButtons';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import type { Paged } from '../../dataProvider/rest';
import type { QueuedDigest, ReminderRun } from '../../dataProvider/reminders';
import { useFormat } from '../../format';
import { MessageStatusBadge } from '../../resources/citizens/MessageStatusBadge';
import { DigestTextButton } from './DigestTextButton';
import { ResendFailedButton } from './ResendFailedButton';

/** The digests of a run per delivery status, the statuses it has only. */
const StatusTotals = ({ run }: { run: ReminderRun }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {MESSAGE_STATUSES.filter((status) => run.statuses[status] > 0).map((status) => (
        <Chip
          key={status}
          size="small"
          variant="outlined"
          color={status === 'failed' ? 'error' : 'default'}
          label={`${translate(`citizens.messages.status.${status}`)}: ${run.statuses[status]}`}
        />
      ))}
    </Stack>
  );
};

const RunDate = ({ date }: { date: string }) => <>{useFormat().date(date)}</>;
const Finished = ({ run }: { run: ReminderRun }) => {
  const translate = useTranslate();
  const { dateTime } = useFormat();
  return <>{run.finished_at ? dateTime(run.finished_at) : translate('reminders.unfinished')}</>;
};

const RUN_COLUMNS: TableColumn<ReminderRun & { id: string }>[] = [
  { id: 'run_date', label: 'reminders.columns.run_date', render: (run) => <RunDate date={run.run_date} /> },
  { id: 'finished_at', label: 'reminders.columns.finished_at', render: (run) => <Finished run={run} /> },
  { id: 'messages', label: 'reminders.columns.messages', render: (run) => run.messages },
  { id: 'documents', label: 'reminders.columns.document_count', render: (run) => run.documents },
  { id: 'statuses', label: 'reminders.columns.status', render: (run) => <StatusTotals run={run} /> },
  { id: 'replies', label: 'reminders.columns.replies', render: (run) => run.replies },
];

const DIGEST_COLUMNS: TableColumn<QueuedDigest>[] = [
  { id: 'run_date', label: 'reminders.columns.run_date', render: (digest) => <RunDate date={digest.run_date} /> },
  { id: 'mobile', label: 'reminders.columns.mobile', render: (digest) => digest.mobile },
  { id: 'documents', label: 'reminders.columns.document_count', render: (digest) => digest.documents },
  { id: 'status', label: 'reminders.columns.status', render: (digest) => <MessageStatusBadge status={digest.status} /> },
];

interface PagedProps<T> {
  page: Paged<T>;
  onPage(page: number): void;
}

const Pages = ({ page, onPage }: PagedProps<unknown>) =>
  page.meta.last_page > 1 ? (
    <Box sx={{ mt: 1 }}>
      <PageButtons page={page.meta.current_page} lastPage={page.meta.last_page} onChange={onPage} />
    </Box>
  ) : null;

/** The runs, newest first, with their digests per delivery status; with `onResent` (an admin), Resend failed. */
export const RunHistory = ({ page, onPage, onResent }: PagedProps<ReminderRun> & { onResent?: () => void }) => (
  <>
    <ResponsiveTable<ReminderRun & { id: string }>
      rows={page.data.map((run) => ({ ...run, id: run.run_date }))}
      columns={RUN_COLUMNS}
      titleColumn="run_date"
      actions={onResent && ((run) => run.resendable > 0 && <ResendFailedButton run={run} onSent={onResent} />)}
      actionsLabel="reminders.columns.actions"
    />
    <Pages page={page} onPage={onPage} />
  </>
);

/** The digests queued, newest first, with their delivery status and text. */
export const DigestHistory = ({ page, onPage }: PagedProps<QueuedDigest>) => (
  <>
    <ResponsiveTable
      rows={page.data}
      columns={DIGEST_COLUMNS}
      titleColumn="mobile"
      actions={(digest) => <DigestTextButton mobile={digest.mobile} text={digest.text} />}
      actionsLabel="reminders.columns.message"
    />
    <Pages page={page} onPage={onPage} />
  </>
);
