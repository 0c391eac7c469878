import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Collapse } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { usePhone } from './ResponsiveTable';

/**
 * A list's filters: as they are on a desk; on a phone folded behind a 'Filters (N)' button (N: how many are set), so
 * the results come first. Key it by the filters in force to fold it again once they are applied.
 */
export const FoldingFilters = ({ count, children }: { count: number; children: ReactNode }) => {
  const translate = useTranslate();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{children}</>;
  return (
    <Box sx={{ mb: 2 }}>
      <Button variant="outlined" size="small" startIcon={<FilterListIcon />} aria-expanded={open} onClick={() => setOpen(!open)}>
        {count ? translate('shell.filters_set', { count }) : translate('shell.filters')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ pt: 2 }}>{children}</Box>
      </Collapse>
    </Box>
  );
};
