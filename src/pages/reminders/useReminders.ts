import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { todayInIndia } from '../../../common/rules';
import type { AppDataProvider } from '../../dataProvider';

/** Tomorrow in India (yyyy-mm-dd): the batch the page previews. */
export const tomorrowInIndia = (now = new Date()) => todayInIndia(new Date(now.getTime() + 86_400_000));

/** The page's data: tomorrow's batch, today's count (what Send now queues), the runs and the digests. */
export function useReminders(runsPage: number, digestsPage: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const tomorrow = useQuery({ queryKey: ['reminders', 'preview', 'tomorrow'], queryFn: () => dataProvider.getReminderPreview(tomorrowInIndia()), retry: false });
  const today = useQuery({ queryKey: ['reminders', 'preview', 'today'], queryFn: () => dataProvider.getReminderPreview(), retry: false });
  const runs = useQuery({ queryKey: ['reminders', 'runs', runsPage], queryFn: () => dataProvider.getReminderRuns(runsPage), retry: false });
  const digests = useQuery({ queryKey: ['reminders', 'digests', digestsPage], queryFn: () => dataProvider.getReminderDigests(digestsPage), retry: false });
  const refresh = () => client.invalidateQueries({ queryKey: ['reminders'] });
  return { tomorrow, today, runs, digests, refresh, error: tomorrow.error ?? today.error ?? runs.error ?? digests.error };
}
