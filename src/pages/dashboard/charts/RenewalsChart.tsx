import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChartCard } from '../../../components/ChartCard';
import { BarChart } from '../../../components/BarChart';
import { CHART_PALETTE } from '../../../components/chartAxes';
import { useFormat } from '../../../format';
import type { DashboardCharts } from '../../../../common/dashboard-charts';
import { RENEWAL_STATUSES } from '../../../../common/renewals';

/** The renewals block of GET /dashboard/charts (lib/renewals' renewalsSummary). */
export type RenewalsSummary = Pick<DashboardCharts, 'renewals_by_status' | 'earned_this_month'>;

/** The open and closed renewals per status, and what renewing earned this month. */
export const RenewalsChart = ({ summary }: { summary: RenewalsSummary }) => {
  const translate = useTranslate();
  const { number, money } = useFormat();
  const rows = RENEWAL_STATUSES.map((status) => ({ status, label: translate(`charts.renewals.statuses.${status}`), count: summary.renewals_by_status[status] }));
  return (
    <ChartCard
      title="charts.renewals.title"
      chart={
        <BarChart
          label={translate('charts.renewals.title')}
          height={240}
          bars={rows.map((row) => ({ tick: row.label, title: row.label, values: [row.count] }))}
          series={[{ label: translate('charts.renewals.count'), color: CHART_PALETTE[0] }]}
          count={number}
        />
      }
      table={
        <Table size="small" aria-label={translate('charts.renewals.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('charts.renewals.status')}</TableCell>
              <TableCell align="right">{translate('charts.renewals.count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.status}>
                <TableCell component="th" scope="row">{row.label}</TableCell>
                <TableCell align="right">{number(row.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
      footer={<Typography sx={{ mt: 1 }}>{translate('charts.renewals.earned', { amount: money(summary.earned_this_month) })}</Typography>}
    />
  );
};
