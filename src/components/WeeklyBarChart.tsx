import { BarChart } from '@mui/x-charts/BarChart';
import dayjs from 'dayjs';
import type { WeekCounts } from '../../common/dashboard-charts';
import { useTranslate } from 'react-admin';
import { useFormat } from '../format';
import { CHART_PALETTE, countAxis } from './chartAxes';
import { usePhone } from './ResponsiveTable';

/** One stacked part of the bars: its key in the counts, its label in the legend and, if it has one, its colour. */
export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  color?: string;
}

export interface WeeklyBarChartProps<Key extends string> {
  weeks: WeekCounts<Key>[];
  series: ChartSeries<Key>[];
  /** Called with the week's Monday when its bar is clicked. */
  onWeekClick?: (weekStart: string) => void;
}

/**
 * Stacked bars, one per week (labelled by its Monday, dd-mm; the tooltip names the whole date), counts in the
 * Indian grouping of the UI's language. Lower and with the legend below on a phone.
 */
export function WeeklyBarChart<Key extends string>({ weeks, series, onWeekClick }: WeeklyBarChartProps<Key>) {
  const translate = useTranslate();
  const { date, number } = useFormat();
  const phone = usePhone();
  const count = (value: number | null) => number(value ?? 0);
  const tallestWeek = Math.max(0, ...weeks.map(({ counts }) => series.reduce((total, { key }) => total + counts[key], 0)));
  return (
    <BarChart
      height={phone ? 300 : 320}
      dataset={weeks.map(({ week_start, counts }) => ({ week: week_start, ...counts }))}
      xAxis={[{
        scaleType: 'band',
        dataKey: 'week',
        valueFormatter: (week: string, context) => (context.location === 'tick' ? dayjs(week).format('DD-MM') : `${translate('charts.week_of')} ${date(week)}`),
      }]}
      yAxis={[countAxis(count, tallestWeek)]}
      series={series.map(({ key, label, color }) => ({ dataKey: key, label, color, stack: 'total', valueFormatter: count }))}
      colors={CHART_PALETTE}
      onAxisClick={onWeekClick && ((_event, axis) => axis && onWeekClick(weeks[axis.dataIndex].week_start))}
      localeText={{ noData: translate('charts.no_data') }}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      sx={onWeekClick && { cursor: 'pointer' }}
    />
  );
}
