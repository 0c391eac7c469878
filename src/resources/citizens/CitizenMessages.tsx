import { Alert, Box, Pagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, CitizenMessage } from '../../dataProvider/citizens';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';
import { useLoadError } from '../../components/useLoadError';
import { formatDateTime } from '../../format';
import { MessageStatusBadge } from './MessageStatusBadge';

const COLUMNS: TableColumn<CitizenMessage>[] = [
  { id: 'created_at', label: 'citizens.messages.fields.created_at', render: (row) => formatDateTime(row.created_at) },
  {
    id: 'status',
    label: 'citizens.messages.fields.status',
    render: (row) => (
      <Box>
        <MessageStatusBadge status={row.status} />
        {row.error && (
          <Typography variant="caption" component="div" color="error" sx={{ whiteSpace: 'normal', maxWidth: 280 }}>
            {row.error}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    id: 'body',
    label: 'citizens.messages.fields.body',
    render: (row) => (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', minWidth: { sm: 240 }, maxWidth: 480 }}>
        {row.body}
      </Typography>
    ),
  },
  { id: 'sender', label: 'citizens.messages.fields.sender', render: (row) => row.sender?.name ?? '-' },
];

/** The citizen's WhatsApp messages, newest first, ten a page, with their delivery status. */
export const CitizenMessages = ({ citizen }: { citizen: Citizen }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery({
    queryKey: ['citizens', citizen.id, 'messages', page],
    queryFn: () => dataProvider.getCitizenMessages(citizen.id, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const loadError = useLoadError(error, 'citizens.messages.load_failed');
  return (
    <Box>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <ResponsiveTable<CitizenMessage> rows={data?.data ?? []} columns={COLUMNS} isPending={isPending} />
      {data && data.meta.last_page > 1 && (
        <Pagination sx={{ p: 1 }} count={data.meta.last_page} page={page} onChange={(_, next) => setPage(next)} />
      )}
    </Box>
  );
};
