import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { OWN_EXPIRY_WINDOW_DAYS } from '../../../common/options';
import { DeskStatusBadge } from '../../components/DeskStatusBadge';
import { useLoadError } from '../../components/useLoadError';
import type { ServiceRequestRecord } from '../../dataProvider/desk';
import { apiFetch } from '../../dataProvider/http';
import { formatDate } from '../../format';
import { ExpiryTable, type ExpiryDocument } from '../expiries/ExpiryTable';

export interface OwnDocumentsViewProps {
  expiring?: ExpiryDocument[];
  /** The newest request, `null` when there is none. */
  latestRequest?: ServiceRequestRecord | null;
  failure?: string | null;
}

/** First on a user's dashboard, above the counts: their documents expiring soon and the status of their latest request. */
export const OwnDocumentsView = ({ expiring, latestRequest, failure }: OwnDocumentsViewProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Card component="section" aria-labelledby="own-expiring">
        <CardContent>
          <Typography id="own-expiring" variant="h6" component="h2" gutterBottom>
            {translate('shell.dashboard.expiring_title', { days: OWN_EXPIRY_WINDOW_DAYS })}
          </Typography>
          {expiring?.length === 0 && <Typography color="text.secondary">{translate('shell.dashboard.expiring_none')}</Typography>}
          {!!expiring?.length && <ExpiryTable rows={expiring} />}
        </CardContent>
      </Card>
      {latestRequest !== undefined && (
        <Card component="section" aria-labelledby="own-latest-request">
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography id="own-latest-request" variant="h6" component="h2" sx={{ flexBasis: '100%' }}>
              {translate('shell.dashboard.latest_request')}
            </Typography>
            {latestRequest ? (
              <>
                <Typography>
                  {translate(`shell.categories.${latestRequest.category}`)} · {formatDate(latestRequest.created_at)}
                </Typography>
                <DeskStatusBadge kind="request" status={latestRequest.status} />
              </>
            ) : (
              <Typography color="text.secondary">{translate('desk.requests.mine_empty')}</Typography>
            )}
            <Button component={Link} to="/my-requests" size="small" sx={{ ml: 'auto' }}>
              {translate('shell.dashboard.all_requests')}
            </Button>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

/** Loads the user's expiring documents and newest request for OwnDocumentsView. */
export const OwnDocuments = () => {
  const expiring = useQuery({
    queryKey: ['dashboard', 'expiring-documents'],
    queryFn: () => apiFetch<{ data: ExpiryDocument[] }>('/dashboard/expiring-documents'),
    retry: false,
  });
  const latest = useQuery({
    queryKey: ['dashboard', 'latest-request'],
    queryFn: () => apiFetch<{ data: ServiceRequestRecord[] }>('/my-service-requests', { query: { per_page: 1 } }),
    retry: false,
  });
  const failure = useLoadError(expiring.error ?? latest.error, 'shell.dashboard.load_failed');
  return <OwnDocumentsView expiring={expiring.data?.data} latestRequest={latest.data && (latest.data.data[0] ?? null)} failure={failure} />;
};
