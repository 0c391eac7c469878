import dayjs from 'dayjs';
import type { WeekCounts } from '../../common/dashboard-charts';
import { useTranslate } from 'react-admin';
import { useFormat } from '../format';
import { BarChart } from './BarChart';
import { CHART_PALETTE } from './chartAxes';

/** One stacked part of the bars: its key in the counts, its label in the legend and, if it has one, its colour. */
export interface ChartSeries<Key extends string> {
  key: Key;
  label: string;
  color?: string;
}

export interface WeeklyBarChartProps<Key extends string> {
  /** The chart's heading, its name for screen readers. */
  label: string;
  weeks: WeekCounts<Key>[];
  series: ChartSeries<Key>[];
  /** Called with the week's Monday when its bar is clicked. */
  onWeekClick?: (weekStart: string) => void;
}

/**
 * Stacked bars, one per week (labelled by its Monday, dd-mm; the tooltip names the whole date), counts in the
 * Indian grouping of the UI's language, the legend below.
 */
export function WeeklyBarChart<Key extends string>({ label, weeks, series, onWeekClick }: WeeklyBarChartProps<Key>) {
  const translate = useTranslate();
  const { date, number } = useFormat();
  return (
    <BarChart
      label={label}
      height={280}
      bars={weeks.map(({ week_start, counts }) => ({
        tick: dayjs(week_start).format('DD-MM'),
        title: `${translate('charts.week_of')} ${date(week_start)}`,
        values: series.map(({ key }) => counts[key]),
      }))}
      series={series.map(({ label, color }, index) => ({ label, color: color ?? CHART_PALETTE[index % CHART_PALETTE.length] }))}
      count={number}
      onBarClick={onWeekClick && ((index) => onWeekClick(weeks[index].week_start))}
      legend
    />
  );
}
