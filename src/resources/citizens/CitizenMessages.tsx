import { Alert, Box, Chip, Pagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
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
        {row.status ? <MessageStatusBadge status={row.status} /> : <ReceivedBadge />}
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
  { id: 'sender', label: 'citizens.messages.fields.sender', render: (row) => row.sender?.name ?? (row.direction === 'in' ? `~${row.profile_name ?? ''}` : '-') },
];

/** A message the citizen's mobile sent the office. */
const ReceivedBadge = () => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color="success" label={translate('citizens.messages.received')} />;
};

/** The citizen's WhatsApp messages both ways, newest first, ten a page, those sent with their delivery status. */
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
