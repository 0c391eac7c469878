import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Wide tables scroll sideways inside their box on a phone instead of widening the page. */
export const scrollingTable = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& td, & th': { whiteSpace: 'nowrap' },
} as const;

export const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('citizens.no_records')}
    </Typography>
  );
};
