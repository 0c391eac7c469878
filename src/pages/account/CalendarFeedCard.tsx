import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CALENDAR_FEED_DAYS } from '../../../common/options';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import { formatDateTime } from '../../format';
import { CalendarFeedAddress } from './CalendarFeedAddress';

const FEED_KEY = ['me', 'calendar'];
type Question = 'regenerate' | 'turn_off';

/**
 * Account Settings, staff: a personal calendar feed of the expiries in their scope. Turning it on shows its address
 * once (the server keeps only a hash); New address replaces it and Turn off ends it, each after a question.
 */
export const CalendarFeedCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: feed } = useQuery({ queryKey: FEED_KEY, queryFn: () => dataProvider.getCalendarFeed() });
  const [url, setUrl] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: FEED_KEY });
    } catch (error) {
      notify(errorMessage(error, translate('shell.account.calendar.failed')), { type: 'error' });
    } finally {
      setBusy(false);
      setQuestion(null);
    }
  };
  const turnOn = () => run(async () => setUrl((await dataProvider.turnOnCalendarFeed()).url));
  const turnOff = () =>
    run(async () => {
      await dataProvider.turnOffCalendarFeed();
      setUrl(null);
      notify('shell.account.calendar.turned_off', { type: 'info' });
    });

  return (
    <Card sx={{ width: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('shell.account.calendar.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('shell.account.calendar.intro', { days: CALENDAR_FEED_DAYS })}
        </Typography>
        {url && <CalendarFeedAddress url={url} />}
        {!url && feed?.enabled && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('shell.account.calendar.on_since', { at: formatDateTime(feed.created_at) })}
          </Typography>
        )}
        {feed && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {feed.enabled ? (
              <>
                <Button variant="outlined" disabled={busy} onClick={() => setQuestion('regenerate')}>
                  {translate('shell.account.calendar.regenerate')}
                </Button>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => setQuestion('turn_off')}>
                  {translate('shell.account.calendar.turn_off')}
                </Button>
              </>
            ) : (
              <Button variant="contained" startIcon={<EventIcon />} disabled={busy} onClick={turnOn}>
                {translate('shell.account.calendar.turn_on')}
              </Button>
            )}
          </Box>
        )}
        <Confirm
          isOpen={question !== null}
          loading={busy}
          title={`shell.account.calendar.${question ?? 'regenerate'}_title`}
          content="shell.account.calendar.old_address_stops"
          confirm={`shell.account.calendar.${question ?? 'regenerate'}`}
          onConfirm={question === 'turn_off' ? turnOff : turnOn}
          onClose={() => setQuestion(null)}
        />
      </CardContent>
    </Card>
  );
};
