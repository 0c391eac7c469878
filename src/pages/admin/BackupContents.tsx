import { Box } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { BackupFile } from '../../dataProvider/backups';
import { formatBytes, formatNumber } from '../../format';

/** What a written backup holds, on a line of its own: the database and its documents (count and size), or the database alone. */
export const BackupContents = ({ backup: { size, documents } }: { backup: BackupFile }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (size === null) return null;
  const text = documents
    ? translate('backups.holds', { smart_count: documents.count, count: formatNumber(documents.count, locale), size: formatBytes(documents.bytes, locale) })
    : translate('backups.holds_database_only');
  return (
    <Box component="span" sx={{ display: 'block' }}>
      {text}
    </Box>
  );
};
