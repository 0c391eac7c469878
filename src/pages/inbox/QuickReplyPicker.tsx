import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useChatQuickReplies } from './useInbox';

/** The office's quick replies, filled for this chat: choosing one puts its text in the composer, to edit before sending. */
export const QuickReplyPicker = ({ conversationId, onPick }: { conversationId: number; onPick: (text: string) => void }) => {
  const translate = useTranslate();
  const replies = useChatQuickReplies(conversationId).data ?? [];
  if (!replies.length) return null;
  return (
    <TextField select size="small" sx={{ minWidth: 160 }} label={translate('inbox.quick_replies.insert')} value=""
      onChange={(event) => onPick(replies.find((reply) => reply.id === Number(event.target.value))?.text ?? '')}>
      {replies.map((reply) => (
        <MenuItem key={reply.id} value={reply.id}>{reply.title} ({translate(`citizens.languages.${reply.language}`)})</MenuItem>
      ))}
    </TextField>
  );
};
