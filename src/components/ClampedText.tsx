import { Box } from '@mui/material';

/** Text cut after `lines` lines with an ellipsis; the whole of it shows as the title on hover. */
export const ClampedText = ({ text, lines = 2 }: { text: string; lines?: number }) => (
  <Box
    component="span"
    title={text}
    sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden', overflowWrap: 'anywhere' }}
  >
    {text}
  </Box>
);
