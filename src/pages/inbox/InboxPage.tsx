import { Box, Card, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { ChatView } from './ChatView';
import { ConversationList } from './ConversationList';
import { useInboxLive } from './useInboxLive';

/**
 * /inbox and /inbox/{id} (admins and managers): the office's WhatsApp conversations beside the open chat; on a phone
 * the list, then the chat full-screen with a way back.
 */
export const InboxPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('inbox.title'));
  useInboxLive();
  const { id } = useParams();
  const selected = id ? Number(id) : undefined;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const chat = selected ? <ChatView key={selected} id={selected} back={phone} /> : (
    <Typography color="text.secondary" sx={{ p: 2 }}>{translate('inbox.choose')}</Typography>
  );
  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      <Title title={translate('inbox.title')} />
      <Card sx={{ display: 'flex', height: { xs: 'calc(100dvh - 64px)', md: 'calc(100dvh - 96px)' }, minHeight: 420 }}>
        {(!phone || !selected) && (
          <Box sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0, overflowY: 'auto', borderRight: { md: 1 }, borderColor: { md: 'divider' } }}>
            <ConversationList selectedId={selected} />
          </Box>
        )}
        {(!phone || selected) && <Box sx={{ flexGrow: 1, minWidth: 0 }}>{chat}</Box>}
      </Card>
    </Box>
  );
};
