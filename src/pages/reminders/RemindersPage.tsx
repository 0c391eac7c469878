import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { todayInIndia } from '../../../common/rules';
import { canAccess } from '../../authProvider/access';
import { useLoadError } from '../../components/useLoadError';
import type { ReminderPreview } from '../../dataProvider/reminders';
import { useFormat } from '../../format';
import { ForbiddenPage, isForbidden } from '../../layout/ForbiddenPage';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { DigestHistory, RunHistory } from './ReminderHistory';
import { ReminderPreviewTable } from './ReminderPreviewTable';
import { SendRemindersButton } from './SendRemindersButton';
import { tomorrowInIndia, useReminders } from './useReminders';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card sx={{ mt: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A day's preview: its counts and digests, or `none` when there are none. */
const DayPreview = ({ preview, none, hint }: { preview: UseQueryResult<ReminderPreview>; none: string; hint?: string }) => {
  const translate = useTranslate();
  const { number } = useFormat();
  if (preview.isPending) return preview.error ? null : <LinearProgress />;
  if (!preview.data) return null;
  const { meta, data } = preview.data;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {translate('reminders.messages_count', { smart_count: meta.messages, count: number(meta.messages) })},{' '}
        {translate('reminders.documents_count', { smart_count: meta.documents, count: number(meta.documents) })}
        {hint && data.length > 0 && <> · {translate(hint)}</>}
      </Typography>
      {data.length ? <ReminderPreviewTable digests={data} /> : <Typography color="text.secondary">{translate(none)}</Typography>}
    </>
  );
};

/**
 * /reminders (admin, managers; a manager sees their branch): today's WhatsApp digests still to send (what Send
 * reminders now sends) and tomorrow's previewed, the history of runs (Resend failed, admin) and digests with their
 * delivery status, and Send reminders now (admin). The quiet hours are named when there are any.
 */
export const RemindersPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('reminders.title'));
  const { date } = useFormat();
  const { permissions: role } = usePermissions();
  const [runsPage, setRunsPage] = useState(1);
  const [digestsPage, setDigestsPage] = useState(1);
  const { tomorrow, today, runs, digests, refresh, error } = useReminders(runsPage, digestsPage);
  const failure = useLoadError(error, 'reminders.load_failed');
  if (isForbidden(error)) return <ForbiddenPage page="reminders.title" />;
  const empty = (text: string) => <Typography color="text.secondary">{translate(text)}</Typography>;
  const mayRun = canAccess(role, 'reminders.send');
  const quiet = today.data?.meta.quiet_hours;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('reminders.title')} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">
          {translate('reminders.intro')}
          {quiet && <> {translate('reminders.quiet_hours', quiet)}</>}
        </Typography>
        {mayRun && today.data && <SendRemindersButton count={today.data.meta.messages} onSent={refresh} />}
      </Stack>
      {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}

      <Section title={translate('reminders.today', { date: date(todayInIndia()) })}>
        <DayPreview preview={today} none="reminders.none_today" hint="reminders.today_hint" />
      </Section>

      <Section title={translate('reminders.tomorrow', { date: date(tomorrowInIndia()) })}>
        <DayPreview preview={tomorrow} none="reminders.none_tomorrow" />
      </Section>

      <Section title={translate('reminders.runs')}>
        {runs.data &&
          (runs.data.data.length ? <RunHistory page={runs.data} onPage={setRunsPage} onResent={mayRun ? refresh : undefined} /> : empty('reminders.no_runs'))}
      </Section>

      <Section title={translate('reminders.digests')}>
        {digests.data && (digests.data.data.length ? <DigestHistory page={digests.data} onPage={setDigestsPage} /> : empty('reminders.no_digests'))}
      </Section>
    </Box>
  );
};
