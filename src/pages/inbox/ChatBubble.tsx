import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Link as MuiLink, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageStatus } from '../../../common/options';
import type { ChatMessage } from '../../dataProvider/conversations';
import { formatDateTime } from '../../format';

/** WhatsApp's ticks: a clock until sent, one tick sent, two delivered, two blue read, a warning failed. */
const TICKS: Record<MessageStatus, ReactNode> = {
  queued: <ScheduleIcon fontSize="inherit" />,
  sending: <ScheduleIcon fontSize="inherit" />,
  sent: <DoneIcon fontSize="inherit" />,
  delivered: <DoneAllIcon fontSize="inherit" />,
  read: <DoneAllIcon fontSize="inherit" color="info" />,
  failed: <ErrorOutlineIcon fontSize="inherit" color="error" />,
};

const Ticks = ({ status }: { status: MessageStatus }) => {
  const translate = useTranslate();
  const label = translate(`inbox.status.${status}`);
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex', fontSize: 16 }}>{TICKS[status]}</Box>
    </Tooltip>
  );
};

/** What a received message shows besides its text: its file, the fetch's failure, or its type. */
const Attachment = ({ message }: { message: ChatMessage }) => {
  const translate = useTranslate();
  if (message.media?.error) return <Typography variant="body2" color="error">{translate('inbox.media_failed', { error: message.media.error })}</Typography>;
  if (message.media?.file_url) {
    return message.type === 'image'
      ? <Box component="img" src={message.media.file_url} alt={message.media.filename ?? translate('inbox.types.image')} sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1 }} />
      : <MuiLink href={message.media.file_url} target="_blank" rel="noopener">{message.media.filename ?? translate('inbox.open_file')}</MuiLink>;
  }
  if (message.media) return <Typography variant="body2" color="text.secondary">{translate(`inbox.types.${message.type}`)} · {translate('inbox.media_pending')}</Typography>;
  if (message.type === 'unsupported') return <Typography variant="body2" color="text.secondary">{translate('inbox.types.unsupported', { type: message.text })}</Typography>;
  return null;
};

/** One message of the chat: the citizen's on the left, the office's on the right with its ticks. */
export const ChatBubble = ({ message, actions }: { message: ChatMessage; actions?: ReactNode }) => {
  const translate = useTranslate();
  const out = message.direction === 'out';
  const text = message.type === 'unsupported' ? null : message.text;
  return (
    <Stack sx={{ alignItems: out ? 'flex-end' : 'flex-start', my: 0.5 }}>
      <Paper variant="outlined" sx={{ p: 1, maxWidth: '80%', bgcolor: out ? 'action.selected' : 'background.paper', borderColor: out ? 'success.light' : 'divider' }} data-direction={message.direction}>
        <Attachment message={message} />
        {message.type === 'reaction' && <Typography variant="caption" color="text.secondary">{translate('inbox.types.reaction')} </Typography>}
        {text && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text}</Typography>}
        {actions}
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {out && message.sender ? `${message.sender} · ` : ''}{formatDateTime(message.at)}
          </Typography>
          {out && message.status && <Ticks status={message.status} />}
        </Stack>
        {message.window_closed && <Typography variant="caption" color="error">{translate('inbox.window_closed')}</Typography>}
        {!message.window_closed && message.status === 'failed' && message.error && <Typography variant="caption" color="error">{message.error}</Typography>}
      </Paper>
    </Stack>
  );
};
