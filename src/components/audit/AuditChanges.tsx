import { Box, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../../dataProvider/audit';
import { formatDate, formatDateTime } from '../../format';
import { auditValueWords } from './auditValues';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

/**
 * A value as the log holds it, in a line: empty as '–', dates as the app shows them, a listed value in words
 * ('pending' → 'Pending'), lists joined, objects as JSON.
 */
const shown = (value: unknown, word: (value: string) => string, translate: TranslateFunction): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
  if (Array.isArray(value)) return value.map((item) => shown(item, word, translate)).join(', ');
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  if (typeof value === 'string' && INSTANT.test(value)) return formatDateTime(value);
  return typeof value === 'object' ? JSON.stringify(value) : word(String(value));
};

/** A field's value before (0) or after (1): the name of the user, branch, citizen or vehicle it is the id of, else as held. */
const valueOf = (entry: AuditEntry, field: string, side: 0 | 1, translate: TranslateFunction) =>
  entry.names[field]?.[side] ?? shown(entry.changes[field][side], (value) => auditValueWords(entry.entity, field, value, translate), translate);

/** The diff of an entry, field by field (the unchanged ones left out by the server): the value before struck through, then the value after. */
export const AuditChanges = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  const fields = Object.entries(entry.changes);
  if (!fields.length) return <>–</>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25, m: 0, minWidth: { sm: 280 } }}>
      {fields.map(([field]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`audit.field_names.${field}`, { _: field })}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
            {entry.action !== 'create' && entry.action !== 'restore' && (
              <Box component="del" sx={{ color: 'error.main', mr: 0.5 }}>
                {valueOf(entry, field, 0, translate)}
              </Box>
            )}
            {entry.action !== 'delete' && (
              <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none' }}>
                {valueOf(entry, field, 1, translate)}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
