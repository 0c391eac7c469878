import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { FoldingFilters } from '../../components/FoldingFilters';
import { PageButtons } from '../../components/PageButtons';
import { useFormat } from '../../format';
import { ForbiddenPage } from '../../layout/ForbiddenPage';
import { ExpiryFilters } from './ExpiryFilters';
import { ExpiryRowActions } from './ExpiryRowActions';
import { ExpiryTable } from './ExpiryTable';
import { FILTER_KEYS, paramsOf } from './reportFilters';
import { useExpiryReport } from './useExpiryReport';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * /reports/expiries (staff): the current documents of the caller's scope, soonest expiry first, 15 a page; on a phone
 * the filters fold behind a 'Filters (N)' button above the results.
 */
export const ExpiryReportPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('expiries.report.title'));
  const { number } = useFormat();
  const { filters, page, report, isPending, failure, forbidden, search, goTo } = useExpiryReport();
  const rows = report?.data ?? [];
  const inForce = paramsOf(filters).toString();
  if (forbidden) return <ForbiddenPage page="expiries.report.title" />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('expiries.report.title')} />
      <CardContent>
        <FoldingFilters key={inForce} count={FILTER_KEYS.filter((key) => filters[key]).length}>
          <ExpiryFilters filters={filters} onSearch={search} />
        </FoldingFilters>
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
            <ExpiryTable rows={rows} withOwner actions={(row) => <ExpiryRowActions row={row} citizen={{ id: row.citizen_id, name: row.owner_name }} />} />
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
