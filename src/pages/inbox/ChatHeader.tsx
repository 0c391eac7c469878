import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, IconButton, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Conversation } from '../../dataProvider/conversations';
import { errorMessage } from '../../dataProvider/http';
import { CitizenCreateDialog } from '../../resources/citizens/CitizenCreateDialog';
import { useConversationActions, useStaff } from './useInbox';

/** The chat's head: who (their profiles, or Create profile for an unknown number), the assignee, Mark done. */
export const ChatHeader = ({ conversation, back }: { conversation: Conversation; back: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const staff = useStaff().data ?? [];
  const { assign, done, profileCreated } = useConversationActions(conversation.id);
  const [creating, setCreating] = useState(false);
  const failed = (error: unknown) => notify(errorMessage(error, translate('inbox.change_failed')), { type: 'error' });
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
      {back && (
        <IconButton component={Link} to="/inbox" aria-label={translate('inbox.back')}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <Stack sx={{ flexGrow: 1, minWidth: 160 }}>
        <Typography variant="subtitle1" component="h2">
          {conversation.citizens.length
            ? conversation.citizens.map((citizen, i) => (
                <span key={citizen.id}>{i > 0 && ', '}<MuiLink component={Link} to={`/citizens/${citizen.id}`}>{citizen.name}</MuiLink></span>
              ))
            : conversation.profile_name ?? translate('inbox.unknown_number')}
        </Typography>
        <Typography variant="caption" color="text.secondary">+{conversation.wa_id}{conversation.profile_name && ` · ~${conversation.profile_name}`}</Typography>
      </Stack>
      {!conversation.citizens.length && conversation.mobile && (
        <Button variant="outlined" size="small" onClick={() => setCreating(true)}>{translate('inbox.create_profile')}</Button>
      )}
      <TextField select size="small" fullWidth={false} sx={{ width: 200 }} label={translate('inbox.assign')} value={conversation.assignee?.id ?? ''}
        onChange={(event) => assign.mutate(event.target.value === '' ? null : Number(event.target.value), { onError: failed })}>
        <MenuItem value="">{translate('inbox.nobody')}</MenuItem>
        {staff.map((member) => <MenuItem key={member.id} value={member.id}>{member.name}</MenuItem>)}
      </TextField>
      <Button variant="contained" size="small" disabled={conversation.status === 'done' || done.isPending} onClick={() => done.mutate(undefined, { onError: failed })}>
        {conversation.status === 'done' ? translate('inbox.done') : translate('inbox.mark_done')}
      </Button>
      {creating && (
        <CitizenCreateDialog onClose={() => setCreating(false)} prefill={{ name: conversation.profile_name ?? '', mobile: conversation.mobile! }}
          onCreated={async (citizen) => citizen.mobile === conversation.mobile && profileCreated.mutateAsync(citizen.id)} />
      )}
    </Stack>
  );
};
