import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../authProvider/access';
import { useLoadError } from '../../components/useLoadError';
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

/**
 * /reminders (admin, managers; a manager sees their branch): tomorrow's WhatsApp digests previewed, the history of
 * runs and digests with their delivery status, and Send reminders now (admin).
 */
export const RemindersPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('reminders.title'));
  const { date, number } = useFormat();
  const { permissions: role } = usePermissions();
  const [runsPage, setRunsPage] = useState(1);
  const [digestsPage, setDigestsPage] = useState(1);
  const { tomorrow, today, runs, digests, refresh, error } = useReminders(runsPage, digestsPage);
  const failure = useLoadError(error, 'reminders.load_failed');
  if (isForbidden(error)) return <ForbiddenPage page="reminders.title" />;
  const empty = (text: string) => <Typography color="text.secondary">{translate(text)}</Typography>;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('reminders.title')} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{translate('reminders.intro')}</Typography>
        {canAccess(role, 'reminders.send') && today.data && <SendRemindersButton count={today.data.meta.messages} onSent={refresh} />}
      </Stack>
      {failure && <Alert severity="error" sx={{ mt: 2 }}>{failure}</Alert>}

      <Section title={translate('reminders.tomorrow', { date: date(tomorrowInIndia()) })}>
        {tomorrow.isPending && !tomorrow.error && <LinearProgress />}
        {tomorrow.data && (
          <>
            <Typography sx={{ mb: 1 }}>
              {translate('reminders.messages_count', { smart_count: tomorrow.data.meta.messages, count: number(tomorrow.data.meta.messages) })},{' '}
              {translate('reminders.documents_count', { smart_count: tomorrow.data.meta.documents, count: number(tomorrow.data.meta.documents) })}
            </Typography>
            {tomorrow.data.data.length ? <ReminderPreviewTable digests={tomorrow.data.data} /> : empty('reminders.none_tomorrow')}
          </>
        )}
      </Section>

      <Section title={translate('reminders.runs')}>
        {runs.data && (runs.data.data.length ? <RunHistory page={runs.data} onPage={setRunsPage} /> : empty('reminders.no_runs'))}
      </Section>

      <Section title={translate('reminders.digests')}>
        {digests.data && (digests.data.data.length ? <DigestHistory page={digests.data} onPage={setDigestsPage} /> : empty('reminders.no_digests'))}
      </Section>
    </Box>
  );
};
