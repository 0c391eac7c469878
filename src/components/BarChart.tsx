import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { countAxis, TICK_GAP } from './chartAxes';

/** One stacked part of the bars: its name in the legend and its colour. */
export interface BarSeries {
  label: string;
  color: string;
}

/** One bar: its label under the axis, the heading of its tooltip and a value per series, bottom up. */
export interface Bar {
  tick: string;
  title: string;
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows, for screen readers (its card offers the same numbers as a table). */
  label: string;
  bars: Bar[];
  series: BarSeries[];
  /** Pixels, the axis labels included and the legend not. */
  height: number;
  count: (value: number) => string;
  onBarClick?: (index: number) => void;
  legend?: boolean;
}

const PLOT_TOP = 8;
const TICK_ROW = 24;
/** The part of its band a bar fills. */
const BAR_SHARE = 0.6;
/** Above this many bars, a phone labels every other one (dd-mm takes about 35 px). */
const ALL_TICKS_UP_TO = 8;

/**
 * Bars of stacked counts, drawn as SVG without measuring anything: across in percent of the width, up in pixels.
 * The count axis is an SVG of its own beside the plot, as wide as its widest label; hovering a bar names its values.
 */
export const BarChart = ({ label, bars, series, height, count, onBarClick, legend }: BarChartProps) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  if (!bars.length) return <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{translate('charts.no_data')}</Typography>;
  const axis = countAxis(count, Math.max(0, ...bars.map(({ values }) => values.reduce((sum, value) => sum + value, 0))));
  const bottom = height - TICK_ROW;
  const y = (value: number) => bottom - ((bottom - PLOT_TOP) * value) / axis.top;
  const band = 100 / bars.length;
  const text = { fill: palette.text.secondary, fontSize: 12 };
  return (
    <Box sx={{ '& .chart-tick-odd': { display: bars.length > ALL_TICKS_UP_TO ? { xs: 'none', sm: 'inline' } : undefined } }}>
      <Box role="img" aria-label={label} sx={{ display: 'flex' }}>
        <svg className="chart-count-axis" width={axis.width} height={height} style={{ flex: 'none' }}>
          {axis.ticks.map((tick) => (
            <text key={tick} className="chart-count-tick" x={axis.width - TICK_GAP} y={y(tick)} textAnchor="end" dominantBaseline="middle" {...text}>
              {count(tick)}
            </text>
          ))}
        </svg>
        <svg width="100%" height={height} style={{ overflow: 'visible' }}>
          {axis.ticks.map((tick) => <line key={tick} x1="0" x2="100%" y1={y(tick)} y2={y(tick)} stroke={tick ? palette.divider : palette.text.secondary} />)}
          {bars.map((bar, index) => {
            let stacked = 0;
            return (
              <g key={index} onClick={onBarClick && (() => onBarClick(index))} style={onBarClick && { cursor: 'pointer' }}>
                <title>{[bar.title, ...series.map((part, at) => `${part.label}: ${count(bar.values[at])}`)].join('\n')}</title>
                <rect x={`${index * band}%`} width={`${band}%`} y={PLOT_TOP} height={bottom - PLOT_TOP} fill="transparent" />
                {bar.values.map((value, at) => {
                  if (!value) return null;
                  const top = y((stacked += value));
                  return (
                    <rect
                      key={at}
                      className="chart-bar"
                      x={`${(index + (1 - BAR_SHARE) / 2) * band}%`}
                      width={`${band * BAR_SHARE}%`}
                      y={top}
                      height={y(stacked - value) - top}
                      fill={series[at].color}
                      stroke={palette.background.paper}
                      strokeWidth={0.5}
                    />
                  );
                })}
                <text className={index % 2 ? 'chart-tick-odd' : undefined} x={`${(index + 0.5) * band}%`} y={height - 6} textAnchor="middle" {...text}>
                  {bar.tick}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
      {legend && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px', listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {series.map((part) => (
            <Typography component="li" variant="body2" key={part.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box component="span" sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: part.color }} />
              {part.label}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
