import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Box, Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage, Conversation } from '../../dataProvider/conversations';
import { SaveToRecordDialog } from './SaveToRecordDialog';

/** Under an image or PDF the citizen sent: Save to record (once the number has a profile). */
export const SaveToRecordButton = ({ conversation, message }: { conversation: Conversation; message: ChatMessage }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const hasProfile = conversation.citizens.length > 0;
  return (
    <>
      <Tooltip title={hasProfile ? '' : translate('inbox.save.no_profile')}>
        <Box component="span">
          <Button size="small" startIcon={<SaveAltIcon />} disabled={!hasProfile} onClick={() => setOpen(true)}>{translate('inbox.save.action')}</Button>
        </Box>
      </Tooltip>
      {open && <SaveToRecordDialog conversation={conversation} message={message} onClose={() => setOpen(false)} />}
    </>
  );
};
