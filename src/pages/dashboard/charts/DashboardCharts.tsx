import { Alert, Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardCharts as Charts } from '../../../../common/dashboard-charts';
import { apiFetch, errorMessage } from '../../../dataProvider/http';
import { ExpiringChart } from './ExpiringChart';
import { RenewalsChart } from './RenewalsChart';
import { RequestsChart } from './RequestsChart';

/** The charts in dashboard order, each drawn from its keys of GET /dashboard/charts: a new chart is one more line. */
const CHART_BLOCKS: ((charts: Charts) => ReactNode)[] = [
  (charts) => <ExpiringChart weeks={charts.expiring_by_week} />,
  (charts) => <RequestsChart weeks={charts.requests_by_week} />,
  (charts) => <RenewalsChart summary={charts} />,
];

/** The charts side by side on a wide screen, one under the other on a phone. */
const ChartGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 560px), 1fr))' }}>{children}</Box>
);

export const DashboardChartsView = ({ charts, failure }: { charts?: Charts; failure?: string | null }) => {
  if (failure) return <Alert severity="error">{failure}</Alert>;
  return (
    <ChartGrid>
      {CHART_BLOCKS.map((block, index) =>
        charts ? <Box key={index} sx={{ minWidth: 0 }}>{block(charts)}</Box> : <Skeleton key={index} variant="rounded" height={380} />,
      )}
    </ChartGrid>
  );
};

/** The staff dashboard's charts (a chunk of their own, loaded after the counts). */
export const DashboardCharts = () => {
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['dashboard', '/dashboard/charts'], queryFn: () => apiFetch<Charts>('/dashboard/charts'), retry: false });
  const failure = query.error ? errorMessage(query.error, translate('charts.load_failed')) : null;
  return <DashboardChartsView charts={query.data} failure={failure} />;
};
