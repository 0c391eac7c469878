import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { NotifyButton } from '../../components/NotifyButton';
import { PageButtons } from '../../components/PageButtons';
import { apiFetch } from '../../dataProvider/http';
import { useFormat } from '../../format';
import { ExpiryFilters } from './ExpiryFilters';
import { ExpiryTable } from './ExpiryTable';
import { paramsOf } from './reportFilters';
import { useExpiryReport, type ExpiryRow } from './useExpiryReport';

/** /reports/expiries (staff): the current documents of the caller's scope, soonest expiry first, 15 a page. */
export const ExpiryReportPage = () => {
  const translate = useTranslate();
  const { number } = useFormat();
  const { filters, page, report, isPending, failure, search, goTo } = useExpiryReport();
  const rows = report?.data ?? [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('expiries.report.title')} />
      <CardContent>
        <ExpiryFilters key={paramsOf(filters).toString()} filters={filters} onSearch={search} />
        {isPending && <LinearProgress sx={{ mb: 1 }} />}
        {failure && <Alert severity="error">{failure}</Alert>}
        {report && rows.length === 0 && page > 1 && (
          <Alert severity="info" action={<Button onClick={() => goTo(1)}>{translate('expiries.report.first_page')}</Button>}>
            {translate('expiries.report.beyond_last')}
          </Alert>
        )}
        {report && rows.length === 0 && page === 1 && <Typography color="text.secondary">{translate('expiries.report.empty')}</Typography>}
        {rows.length > 0 && (
          <>
            <ExpiryTable rows={rows} withOwner actions={(row) => <RowNotifyButton row={row} />} />
            <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="body2">
                {translate(report!.total_is_lower_bound ? 'expiries.report.showing_more_than' : 'expiries.report.showing', {
                  from: number(report!.from ?? 0),
                  to: number(report!.to ?? 0),
                  total: number(report!.total),
                })}
              </Typography>
              <Box>
                <PageButtons page={page} lastPage={report!.last_page} onChange={goTo} />
              </Box>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};

/** The expiry notice of one report row, on WhatsApp to its owner. */
const RowNotifyButton = ({ row }: { row: ExpiryRow }) => (
  <NotifyButton
    name={row.owner_name}
    send={() => apiFetch('/reports/expiries/notify', { method: 'POST', body: { doc_type: row.doc_type, record_id: row.record_id } })}
  />
);
