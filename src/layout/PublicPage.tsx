import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { TOUCH_TARGET } from '../appTheme';

/**
 * A page for the public, mostly opened on a phone: its buttons and links under forms are at least 44 px tall and wide
 * (WCAG 2.5.5), staff pages keep MUI's denser sizes (24 px and more).
 */
export const PublicPage = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'contents', '& .MuiButton-root, & .MuiIconButton-root, & .MuiCardActionArea-root, & .MuiLink-root': TOUCH_TARGET }}>
    {children}
  </Box>
);
