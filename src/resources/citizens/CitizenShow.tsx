import { Alert, Box } from '@mui/material';
import { Loading, Title, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Citizen } from '../../dataProvider/citizens';
import { CitizenHeader } from './CitizenHeader';
import { CitizenProfile } from './CitizenProfile';
import { CitizenTabs } from './CitizenTabs';
import { useLoadError } from '../../components/useLoadError';

/** /citizens/{id}: header, profile with counts, and the licence, vehicle and all-details tabs. */
export const CitizenShow = () => {
  const { id = '' } = useParams<'id'>();
  const { data: citizen, isPending, error } = useGetOne<Citizen>('citizens', { id: Number(id) }, { retry: false });
  const loadError = useLoadError(error, 'citizens.show.load_failed');
  if (isPending) return <Loading />;
  if (!citizen) return <Alert severity="error">{loadError}</Alert>;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={citizen.name} />
      <CitizenHeader citizen={citizen} />
      <CitizenProfile citizen={citizen} counts />
      <CitizenTabs citizen={citizen} />
    </Box>
  );
};
