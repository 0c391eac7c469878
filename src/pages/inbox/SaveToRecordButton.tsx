import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage, Conversation } from '../../dataProvider/conversations';
import { SaveToRecordDialog } from './SaveToRecordDialog';

/** Under an image or PDF the citizen sent: Save to record, for the number's own profile or any other citizen. */
export const SaveToRecordButton = ({ conversation, message }: { conversation: Conversation; message: ChatMessage }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<SaveAltIcon />} onClick={() => setOpen(true)}>{translate('inbox.save.action')}</Button>
      {open && <SaveToRecordDialog conversation={conversation} message={message} onClose={() => setOpen(false)} />}
    </>
  );
};
