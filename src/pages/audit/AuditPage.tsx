import { Alert, Paper, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { AuditEntries } from '../../components/audit/AuditEntries';
import { FoldingFilters } from '../../components/FoldingFilters';
import { useLoadError } from '../../components/useLoadError';
import type { AppDataProvider } from '../../dataProvider';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { AuditFilters, type AuditFilterValues } from './AuditFilters';

/** /admin/audit (admin): the audit log newest first, filtered, each entry's diff by field; deleted rows restorable. */
export const AuditPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  useDocumentTitle(translate('audit.title'));
  const [filters, setFilters] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const { actor, ...chosen } = filters;
  const query = { ...chosen, actor_id: actor?.id };
  const { data, isPending, error } = useQuery({
    queryKey: ['audit', query, page],
    queryFn: () => dataProvider.getAuditLog(query, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const loadError = useLoadError(error, 'audit.load_failed');
  const search = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const count = Object.values(filters).filter(Boolean).length;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('audit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('audit.intro')}
      </Typography>
      <FoldingFilters key={JSON.stringify(filters)} count={count}>
        <AuditFilters filters={filters} onSearch={search} />
      </FoldingFilters>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <Paper variant="outlined">
        <AuditEntries page={data} isPending={isPending} onPage={setPage} />
      </Paper>
    </>
  );
};
