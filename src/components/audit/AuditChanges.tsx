import { Box, Typography } from '@mui/material';
import type { AuditEntry } from '../../dataProvider/audit';

/** A value as the log holds it, in a line: empty as '–', lists joined, objects as JSON. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.map(shown).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The diff of an entry, field by field: the value before struck through, then the value after. */
export const AuditChanges = ({ entry }: { entry: AuditEntry }) => {
  const fields = Object.entries(entry.changes);
  if (!fields.length) return <>–</>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, m: 0, minWidth: { sm: 280 } }}>
      {fields.map(([field, [before, after]]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {field}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {entry.action !== 'create' && entry.action !== 'restore' && (
              <Box component="del" sx={{ color: 'error.main', mr: 0.5 }}>
                {shown(before)}
              </Box>
            )}
            {entry.action !== 'delete' && (
              <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
                {shown(after)}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
