import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The branch list (staff); a failure toasts 'Could not load branch list.' and leaves the list empty. */
export function useBranches() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const query = useQuery({ queryKey: ['branches'], queryFn: () => dataProvider.getBranches(), retry: false });
  useEffect(() => {
    if (query.isError) notify('branches.load_failed', { type: 'error' });
  }, [query.isError, notify]);
  return query;
}
