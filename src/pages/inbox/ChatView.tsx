import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLoadError } from '../../components/useLoadError';
import { ChatBubble } from './ChatBubble';
import { ChatHeader } from './ChatHeader';
import { ReplyComposer } from './ReplyComposer';
import { SaveToRecordButton } from './SaveToRecordButton';
import { useChat, useConversation, useConversationActions } from './useInbox';

/** One conversation: its head, the chat oldest at the top (Older messages fetches the page before), the composer. */
export const ChatView = ({ id, back }: { id: number; back: boolean }) => {
  const translate = useTranslate();
  const conversation = useConversation(id);
  const chat = useChat(id);
  const { read } = useConversationActions(id);
  const unread = conversation.data?.unread_count ?? 0;
  const { mutate: markRead } = read;
  // Opening the chat (or a new message arriving in it) reads it.
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);
  const loadError = useLoadError(conversation.error ?? chat.error, 'inbox.load_failed');
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!conversation.data) return <LinearProgress />;
  const messages = (chat.data?.pages ?? []).flatMap((page) => page.data).reverse();
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <ChatHeader conversation={conversation.data} back={back} />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 1 }} role="log" aria-live="polite" aria-label={translate('inbox.title')}>
        {chat.hasNextPage && (
          <Button size="small" onClick={() => chat.fetchNextPage()} disabled={chat.isFetchingNextPage}>{translate('inbox.older')}</Button>
        )}
        {chat.isPending && <LinearProgress />}
        {messages.map((message) => (
          <ChatBubble key={`${message.direction}${message.id}`} message={message}
            actions={message.direction === 'in' && message.media?.file_url && <SaveToRecordButton conversation={conversation.data!} message={message} />} />
        ))}
        {!chat.isPending && !messages.length && <Typography color="text.secondary">{translate('inbox.empty')}</Typography>}
      </Box>
      <Box sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
        <ReplyComposer conversation={conversation.data} />
      </Box>
    </Stack>
  );
};
