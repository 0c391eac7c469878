import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Conversation } from '../../dataProvider/conversations';
import { errorMessage } from '../../dataProvider/http';
import { QuickReplyPicker } from './QuickReplyPicker';
import { useConversationActions, useReplyTemplates } from './useInbox';

/** Outside the 24-hour window: an approved template and its parameters, each shown filled before sending. */
const TemplateReply = ({ conversation }: { conversation: Conversation }) => {
  const translate = useTranslate();
  const templates = useReplyTemplates().data ?? [];
  const [name, setName] = useState('');
  const [params, setParams] = useState<string[]>([]);
  const { reply } = useConversationActions(conversation.id);
  const notify = useNotify();
  const template = templates.find((candidate) => candidate.name === name);
  if (!templates.length) return <Alert severity="info">{translate('inbox.composer.no_templates')}</Alert>;
  const send = () =>
    reply.mutate({ template: name, params }, { onSuccess: () => setParams([]), onError: (error) => notify(errorMessage(error, translate('inbox.composer.failed')), { type: 'error' }) });
  return (
    <Stack spacing={1}>
      <TextField select size="small" label={translate('inbox.composer.template')} value={name} onChange={(event) => { setName(event.target.value); setParams([]); }}>
        {templates.map((candidate) => <MenuItem key={candidate.name} value={candidate.name}>{candidate.name} ({candidate.language})</MenuItem>)}
      </TextField>
      {template && Array.from({ length: template.parameters }, (_, i) => (
        <TextField key={i} size="small" label={translate('inbox.composer.parameter', { n: i + 1 })} value={params[i] ?? ''}
          onChange={(event) => setParams((current) => Object.assign([...current], { [i]: event.target.value }))} />
      ))}
      <Button variant="contained" disabled={!template || reply.isPending || params.filter((param) => param?.trim()).length !== template.parameters} onClick={send}>
        {translate('inbox.composer.send')}
      </Button>
    </Stack>
  );
};

/** The composer: free text while WhatsApp's window is open, else a template and why. */
export const ReplyComposer = ({ conversation }: { conversation: Conversation }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const { reply } = useConversationActions(conversation.id);
  if (!conversation.mobile) return <Alert severity="info">{translate('inbox.composer.abroad')}</Alert>;
  if (!conversation.window_open) {
    return (
      <Stack spacing={1}>
        <Alert severity="warning">{translate('inbox.composer.window_closed')}</Alert>
        <TemplateReply conversation={conversation} />
      </Stack>
    );
  }
  const send = () =>
    reply.mutate({ text }, { onSuccess: () => setText(''), onError: (error) => notify(errorMessage(error, translate('inbox.composer.failed')), { type: 'error' }) });
  return (
    <Stack direction="row" spacing={1} useFlexGap component="form" sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }} onSubmit={(event) => { event.preventDefault(); if (text.trim()) send(); }}>
      <QuickReplyPicker conversationId={conversation.id} onPick={setText} />
      <TextField size="small" fullWidth multiline maxRows={5} label={translate('inbox.composer.placeholder')} value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="contained" disabled={!text.trim() || reply.isPending}>{translate('inbox.composer.send')}</Button>
    </Stack>
  );
};
