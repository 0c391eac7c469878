import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RequestStatus, WeekCounts } from '../../../../common/dashboard-charts';
import { REQUEST_STATUSES } from '../../../../common/options';
import { ChartCard } from '../../../components/ChartCard';
import { DESK_STATUS_COLOURS } from '../../../components/DeskStatusBadge';
import { WeekTable } from '../../../components/WeekTable';
import { WeeklyBarChart } from '../../../components/WeeklyBarChart';

/** Service requests received in each of the last 8 weeks, stacked by their status now, each in its badge's colour. */
export const RequestsChart = ({ weeks }: { weeks: WeekCounts<RequestStatus>[] }) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  // Each status in the colour of its badge in the lists.
  const series = REQUEST_STATUSES.map((key) => ({
    key, label: translate(`desk.request_statuses.${key}`), color: palette[DESK_STATUS_COLOURS[key] as 'warning' | 'info' | 'success' | 'error'].main,
  }));
  return (
    <ChartCard
      title="charts.requests.title"
      chart={<WeeklyBarChart label={translate('charts.requests.title')} weeks={weeks} series={series} />}
      table={<WeekTable caption={translate('charts.requests.title')} weeks={weeks} series={series} />}
    />
  );
};
