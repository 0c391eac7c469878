import { Box, Pagination, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** 'Showing from–to of total' and the page buttons. */
export const CitizenPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total, data, setPage } = useListContext();
  if (!total || !data?.length) return null;
  const from = (page - 1) * perPage + 1;
  const to = from + data.length - 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', p: 2 }}>
      <Typography variant="body2">{translate('citizens.list.showing', { from, to, total })}</Typography>
      <Pagination count={Math.ceil(total / perPage)} page={page} onChange={(_, next) => setPage(next)} size="small" />
    </Box>
  );
};
