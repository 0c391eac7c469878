import { Alert, Badge, Box, Chip, LinearProgress, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLoadError } from '../../components/useLoadError';
import type { Conversation } from '../../dataProvider/conversations';
import { formatDateTime } from '../../format';
import { INBOX_FILTERS, type InboxFilter } from './inboxFilters';
import { useConversationList } from './useInbox';

/** Who wrote: the profile(s) of the mobile, else the WhatsApp profile name, else the number. */
export const conversationName = (conversation: Conversation, unknown: string) =>
  conversation.citizens.map((citizen) => citizen.name).join(', ') || conversation.profile_name || unknown;

const ConversationRow = ({ conversation, selected }: { conversation: Conversation; selected: boolean }) => {
  const translate = useTranslate();
  const unread = conversation.unread_count > 0;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`/inbox/${conversation.id}`} selected={selected} aria-current={selected ? 'page' : undefined}>
        <ListItemText
          primary={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography component="span" sx={{ fontWeight: unread ? 700 : 400 }} noWrap>
                {conversationName(conversation, translate('inbox.unknown_number'))}
              </Typography>
              <Badge badgeContent={conversation.unread_count} color="success" aria-label={translate('inbox.unread', { smart_count: conversation.unread_count })} />
            </Stack>
          }
          secondary={
            <>
              <Typography component="span" variant="body2" noWrap sx={{ display: 'block' }}>{conversation.last_text}</Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                +{conversation.wa_id} · {formatDateTime(conversation.last_message_at)}
                {conversation.assignee && ` · ${conversation.assignee.name}`}
                {conversation.status === 'done' && ` · ${translate('inbox.done')}`}
              </Typography>
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );
};

/** The inbox's conversations, newest activity first, with the filter chips and the search. */
export const ConversationList = ({ selectedId }: { selectedId?: number }) => {
  const translate = useTranslate();
  const [filter, setFilter] = useState<InboxFilter>('all');
  const [q, setQ] = useState('');
  const { data, isPending, error } = useConversationList({ ...INBOX_FILTERS[filter], q: q.trim() || undefined });
  const loadError = useLoadError(error, 'inbox.load_failed');
  return (
    <Box>
      <Box sx={{ p: 1 }}>
        <TextField size="small" fullWidth type="search" label={translate('inbox.search')} value={q} onChange={(event) => setQ(event.target.value)} />
        <Stack direction="row" role="group" aria-label={translate('inbox.filters.label')} sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {(Object.keys(INBOX_FILTERS) as InboxFilter[]).map((key) => (
            <Chip key={key} label={translate(`inbox.filters.${key}`)} color={filter === key ? 'primary' : 'default'} aria-pressed={filter === key} onClick={() => setFilter(key)} />
          ))}
        </Stack>
      </Box>
      {isPending && !error && <LinearProgress />}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {data && !data.data.length && <Typography sx={{ p: 2 }} color="text.secondary">{translate('inbox.empty')}</Typography>}
      <List dense disablePadding aria-label={translate('inbox.title')}>
        {data?.data.map((conversation) => <ConversationRow key={conversation.id} conversation={conversation} selected={conversation.id === selectedId} />)}
      </List>
    </Box>
  );
};
