import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { WeekCounts } from '../../common/dashboard-charts';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormat } from '../format';
import type { ChartSeries } from './WeeklyBarChart';

export interface WeekTableProps<Key extends string> {
  /** What the table shows, read by screen readers (the chart's heading). */
  caption: string;
  weeks: WeekCounts<Key>[];
  series: ChartSeries<Key>[];
  /** The page a week opens, with the label of its link; the week is plain text without it. */
  weekLink?: (weekStart: string) => { to: string; label: string };
}

/** Read by screen readers, not shown: the card's heading already says it. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The table alternative of a weekly chart: a row per week (its Monday), a column per series and the week's total. */
export function WeekTable<Key extends string>({ caption, weeks, series, weekLink }: WeekTableProps<Key>) {
  const translate = useTranslate();
  const { date, number } = useFormat();
  const weekCell = (weekStart: string) => {
    const link = weekLink?.(weekStart);
    return link ? <Link component={RouterLink} to={link.to} aria-label={link.label}>{date(weekStart)}</Link> : date(weekStart);
  };
  return (
    <TableContainer>
      <Table size="small">
        <caption style={VISUALLY_HIDDEN}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('charts.week_of')}</TableCell>
            {series.map(({ key, label }) => <TableCell key={key} align="right">{label}</TableCell>)}
            <TableCell align="right">{translate('charts.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map(({ week_start, counts }) => (
            <TableRow key={week_start}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{weekCell(week_start)}</TableCell>
              {series.map(({ key }) => <TableCell key={key} align="right">{number(counts[key])}</TableCell>)}
              <TableCell align="right">{number(series.reduce((sum, { key }) => sum + counts[key], 0))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
