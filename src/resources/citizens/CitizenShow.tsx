import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button } from '@mui/material';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { Citizen } from '../../dataProvider/citizens';
import { CitizenHeader } from './CitizenHeader';
import { CitizenProfile } from './CitizenProfile';
import { CitizenTabs } from './CitizenTabs';
import { useLoadError } from '../../components/useLoadError';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** /citizens/{id}: header, profile with counts, and the licence, vehicle and all-details tabs. */
export const CitizenShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<'id'>();
  const { data: citizen, isPending, error } = useGetOne<Citizen>('citizens', { id: Number(id) }, { retry: false });
  const loadError = useLoadError(error, 'citizens.show.load_failed');
  useDocumentTitle(citizen?.name, translate('shell.nav.citizens'));
  if (isPending) return <Loading />;
  if (!citizen) {
    return (
      <Alert
        severity="error"
        action={
          <Button component={Link} to="/citizens" startIcon={<ArrowBackIcon />} color="inherit">
            {translate('citizens.show.back_to_list')}
          </Button>
        }
      >
        {loadError}
      </Alert>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={citizen.name} />
      <CitizenHeader citizen={citizen} />
      <CitizenProfile citizen={citizen} counts />
      <CitizenTabs citizen={citizen} />
    </Box>
  );
};
