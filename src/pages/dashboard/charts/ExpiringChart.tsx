import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WeekCounts } from '../../../../common/dashboard-charts';
import { addDays } from '../../../../common/record-status';
import { EXPIRY_DOCUMENT_KEYS, type ExpiryDocumentType } from '../../../../common/options';
import { ChartCard } from '../../../components/ChartCard';
import { WeekTable } from '../../../components/WeekTable';
import { WeeklyBarChart } from '../../../components/WeeklyBarChart';
import { useFormat } from '../../../format';
import { paramsOf } from '../../expiries/reportFilters';

/** The expiry report of one week: its Monday to its Sunday. */
export const weekReportPath = (weekStart: string) => `/reports/expiries?${paramsOf({ start_date: weekStart, end_date: addDays(weekStart, 6) })}`;

/** Current documents expiring in each of the next 12 weeks, stacked by type; a week's bar opens its expiry report. */
export const ExpiringChart = ({ weeks }: { weeks: WeekCounts<ExpiryDocumentType>[] }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { date } = useFormat();
  const series = EXPIRY_DOCUMENT_KEYS.map((key) => ({ key, label: translate(`expiries.types.${key}`) }));
  return (
    <ChartCard
      title="charts.expiring.title"
      chart={<WeeklyBarChart label={translate('charts.expiring.title')} weeks={weeks} series={series} onWeekClick={(week) => navigate(weekReportPath(week))} />}
      table={
        <WeekTable
          caption={translate('charts.expiring.title')}
          weeks={weeks}
          series={series}
          weekLink={(week) => ({ to: weekReportPath(week), label: translate('charts.expiring.open_week', { date: date(week) }) })}
        />
      }
      footer={<Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('charts.expiring.hint')}</Typography>}
    />
  );
};
