import DescriptionIcon from '@mui/icons-material/Description';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../format';

/**
 * Opens an uploaded document (its signed `file_url`) in a new tab; '-' when there is none. A document saved from a
 * citizen's WhatsApp message says so, with the message's date.
 */
export const DocumentLink = ({ record }: { record: { file_url?: string | null; source_message_at?: unknown } }) => {
  const translate = useTranslate();
  if (!record.file_url) return <>-</>;
  const link = (
    <Link href={record.file_url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <DescriptionIcon fontSize="small" />
      {translate('citizens.actions.view_document')}
    </Link>
  );
  if (typeof record.source_message_at !== 'string') return link;
  return (
    <Stack component="span" sx={{ alignItems: 'flex-start' }}>
      {link}
      <Typography variant="caption" color="text.secondary">{translate('citizens.fields.from_whatsapp', { date: formatDate(record.source_message_at) })}</Typography>
    </Stack>
  );
};
