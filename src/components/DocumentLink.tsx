import DescriptionIcon from '@mui/icons-material/Description';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Opens an uploaded document (its signed `file_url`) in a new tab; '-' when there is none. */
export const DocumentLink = ({ record }: { record: { file_url?: string | null } }) => {
  const translate = useTranslate();
  if (!record.file_url) return <>-</>;
  return (
    <Link href={record.file_url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <DescriptionIcon fontSize="small" />
      {translate('citizens.actions.view_document')}
    </Link>
  );
};
