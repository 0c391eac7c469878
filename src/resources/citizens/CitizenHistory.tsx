import { Alert, Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { AuditEntries } from '../../components/audit/AuditEntries';
import { useLoadError } from '../../components/useLoadError';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen } from '../../dataProvider/citizens';

/** The citizen's History tab: its own audit entries and those of its licences, vehicles and records, newest first. */
export const CitizenHistory = ({ citizen }: { citizen: Citizen }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery({
    queryKey: ['citizens', citizen.id, 'history', page],
    queryFn: () => dataProvider.getCitizenHistory(citizen.id, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const loadError = useLoadError(error, 'audit.load_failed');
  return (
    <Box>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <AuditEntries page={data} isPending={isPending} onPage={setPage} />
    </Box>
  );
};
