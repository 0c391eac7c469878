import { Button, Card, CardContent, CardHeader } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ChartCardProps {
  /** i18n key of the chart's heading. */
  title: string;
  chart: ReactNode;
  /** The same numbers as a table: the chart's accessible alternative. */
  table: ReactNode;
  /** A line under the chart or table (a hint, a total). */
  footer?: ReactNode;
}

/** A dashboard chart under its heading, with a 'Show as table' switch to the table of the same numbers. */
export const ChartCard = ({ title, chart, table, footer }: ChartCardProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
        action={
          <Button size="small" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {translate(asTable ? 'charts.show_chart' : 'charts.show_table')}
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {asTable ? table : chart}
        {footer}
      </CardContent>
    </Card>
  );
};
