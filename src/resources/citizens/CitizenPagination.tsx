import { Box, Pagination, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useFormat } from '../../format';

/**
 * 'Showing from–to of total' and the page buttons. A search that matches very many profiles is counted
 * only up to a bound: the server then says `total_is_lower_bound` and the line reads 'of more than total'.
 * The buttons reach every page: the first, the last and those around the current one.
 */
export const CitizenPagination = () => {
  const translate = useTranslate();
  const { number } = useFormat();
  const { page, perPage, total, data, meta, setPage } = useListContext();
  if (!total || !data?.length) return null;
  const from = (page - 1) * perPage + 1;
  const to = from + data.length - 1;
  const message = meta?.total_is_lower_bound ? 'citizens.list.showing_more_than' : 'citizens.list.showing';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
      <Typography variant="body2">{translate(message, { from: number(from), to: number(to), total: number(total) })}</Typography>
      <Pagination count={Math.ceil(total / perPage)} page={page} onChange={(_, next) => setPage(next)} size="small" />
    </Box>
  );
};
