import { Box, Paper, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../format';

export interface CountTile {
  /** i18n key of the label. */
  label: string;
  value: number;
  /** Colour of the number: an error count in red, a success in green. */
  tone?: 'error' | 'success' | 'warning';
}

/** A row of labelled counts (rows, valid, errors…), wrapping two to a line on a phone. */
export const CountTiles = ({ tiles }: { tiles: CountTile[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', m: 0, mb: 2 }}>
      {tiles.map(({ label, value, tone }) => (
        <Paper key={label} variant="outlined" sx={{ px: 2, py: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }} color={tone && value > 0 ? `${tone}.main` : undefined}>
            {formatNumber(value, locale)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
