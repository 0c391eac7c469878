import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A react-admin <List> whose wide table scrolls inside the page instead of widening it. */
export const narrowList = { '& .RaList-main': { minWidth: 0 } } as const;

export const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('citizens.no_records')}
    </Typography>
  );
};
