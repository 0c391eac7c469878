import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useLoadError } from '../../components/useLoadError';
import { apiFetch } from '../../dataProvider/http';
import { ForbiddenPage, isForbidden } from '../../layout/ForbiddenPage';
import { ExpiryRowActions } from './ExpiryRowActions';
import { ExpiryTable, type ExpiryDocument } from './ExpiryTable';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

interface ExpiredDocuments {
  citizen: { id: number; name: string };
  expired_documents: ExpiryDocument[];
}

/** /citizens/{id}/expired (staff; Check Expiries): each current document of the citizen that has expired. */
export const ExpiredDocumentsPage = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const query = useQuery({
    queryKey: ['citizens', id, 'expired-documents'],
    queryFn: () => apiFetch<ExpiredDocuments>(`/citizens/${id}/expired-documents`),
    retry: false,
  });
  const failure = useLoadError(query.error, 'expiries.expired.load_failed');
  const found = query.data;
  useDocumentTitle(found?.citizen.name, translate('expiries.expired.title'));
  if (isForbidden(query.error)) return <ForbiddenPage page="expiries.expired.title" />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={found ? translate('expiries.expired.of', { name: found.citizen.name }) : translate('expiries.expired.title')} />
      <CardContent>
        <Button component={Link} to={`/citizens/${id}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('expiries.expired.back')}
        </Button>
        {query.isPending && <LinearProgress />}
        {failure && <Alert severity="error">{failure}</Alert>}
        {found && found.expired_documents.length === 0 && <Typography color="text.secondary">{translate('expiries.expired.none')}</Typography>}
        {found && found.expired_documents.length > 0 && (
          <ExpiryTable rows={found.expired_documents} actions={(row) => <ExpiryRowActions row={row} citizen={found.citizen} />} />
        )}
      </CardContent>
    </Card>
  );
};
