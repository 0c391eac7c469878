import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The foot of a step: its own buttons (Back, the next step) first, "Start again with another file" last. */
export const StepButtons = ({ children, onStartOver }: { children?: ReactNode; onStartOver: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3, alignItems: 'center' }}>
      {children}
      <Button startIcon={<RestartAltIcon />} onClick={onStartOver} sx={{ ml: { sm: 'auto' } }}>
        {translate('imports.start_over')}
      </Button>
    </Box>
  );
};
