import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFormat } from '../../format';

export interface StatCardProps {
  label: string;
  /** undefined while loading, null when it could not be loaded. */
  value: number | null | undefined;
  icon: ReactNode;
  /** The page the card opens; a plain card when omitted. */
  to?: string;
  /** What the count counts, on a line below it ('pending'), where the label does not say. */
  note?: string;
}

/** A react-admin list's path with its filter in the URL, as the list keeps it: what a count card opens. */
export const filteredList = (path: string, filter: Record<string, string>) => `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** One dashboard count. */
export const StatCard = ({ label, value, icon, to, note }: StatCardProps) => {
  const translate = useTranslate();
  const { number } = useFormat();
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h4" component="p">
          {value === undefined ? <Skeleton width={48} /> : (value === null ? '-' : number(value))}
        </Typography>
        {note && value != null && (
          <Typography variant="body2" color="text.secondary">
            {translate(note)}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

/** A count from stats that may still be loading (undefined) or have failed (null). */
export const countOf = (value: number | undefined, failed: boolean) => value ?? (failed ? null : undefined);

/** A responsive row of stat cards. */
export const StatGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', mb: 3 }}>{children}</Box>
);
