import { Box, Button, Paper } from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { ResponsiveTable, usePhone, type ResponsiveTableProps } from '../../components/ResponsiveTable';
import { formatNumber } from '../../format';

/** Rows a list shows until "Show all" is pressed (a desk, a phone's cards): the step's buttons stay close even with thousands of duplicates. */
export const FIRST_ROWS = { desk: 25, phone: 10 };

/** A ResponsiveTable of the first rows, with "Show all N" for the rest; outlined on a desk (a phone's cards have their own borders). */
export const FirstRowsTable = <T extends RaRecord>({ rows, ...table }: ResponsiveTableProps<T>) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [all, setAll] = useState(false);
  const first = usePhone() ? FIRST_ROWS.phone : FIRST_ROWS.desk;
  const hidden = all ? 0 : Math.max(0, rows.length - first);
  return (
    <Box sx={{ mb: 2 }}>
      <Paper variant="outlined" sx={{ borderWidth: { xs: 0, sm: 1 } }}>
        <ResponsiveTable rows={hidden ? rows.slice(0, first) : rows} {...table} />
      </Paper>
      {hidden > 0 && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          {translate('imports.check.show_all', { count: formatNumber(rows.length, locale) })}
        </Button>
      )}
    </Box>
  );
};
