import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A document a new row takes from elsewhere instead of an upload (Save to record: a file a citizen sent on WhatsApp,
 * already in the document storage): the form shows its name where the file input was, and its create sends the
 * message's id (`source_message_id`), so the row and its document are saved together.
 */
export interface AttachedDocument {
  name: string;
  messageId: number;
}

export const AttachedDocumentNote = ({ attachment }: { attachment: AttachedDocument }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <AttachFileIcon fontSize="small" />
      {translate('citizens.fields.attached_document', { name: attachment.name })}
    </Typography>
  );
};

/** What a create sends for its document: the attached message, else the chosen file (when one is). */
export const documentValues = (attachment: AttachedDocument | undefined, file: unknown) =>
  attachment ? { source_message_id: attachment.messageId } : file ? { file } : {};
