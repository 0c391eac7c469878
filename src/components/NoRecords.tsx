import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a table shows when it has no rows. */
export const NoRecords = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('citizens.no_records')}
    </Typography>
  );
};
