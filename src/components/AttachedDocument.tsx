import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A document a new row takes from elsewhere instead of an upload (Save to record: a file a citizen sent on WhatsApp,
 * already in the document storage): the form shows its name where the file input was, and `attach` gives it to the
 * row once saved.
 */
export interface AttachedDocument {
  name: string;
  attach: (saved: { id: number }) => Promise<unknown>;
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

/** A form's save followed by the attachment's, answering the saved row. */
export const attachAfterSave = (attachment: AttachedDocument | undefined) => async <T extends { id: number }>(saved: T) => {
  if (attachment) await attachment.attach(saved);
  return saved;
};
