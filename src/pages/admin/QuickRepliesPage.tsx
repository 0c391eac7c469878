import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { required, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { NOTICE_LANGUAGES } from '../../../common/options';
import { DeleteButton } from '../../components/DeleteButton';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AppDataProvider } from '../../dataProvider';
import type { QuickReply } from '../../dataProvider/conversations';
import { errorMessage } from '../../dataProvider/http';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

const QUERY_KEY = ['conversations', 'quick-replies'];

/** Add quick reply (none given) or Edit. */
const QuickReplyDialog = ({ reply, onClose }: { reply?: QuickReply; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const languages = NOTICE_LANGUAGES.map((language) => ({ id: language, name: translate(`citizens.languages.${language}`) }));
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.saveQuickReply({ language: values.language as QuickReply['language'], title: String(values.title), body: String(values.body) }, reply?.id),
    saved: { change: reply ? 'updated' : 'added', kind: 'quick_reply', name: (_, values) => String(values.title) },
    labels: { language: 'inbox.quick_replies.language', title: 'inbox.quick_replies.name', body: 'inbox.quick_replies.body' },
    fallback: 'inbox.quick_replies.save_failed',
    onSaved: () => {
      void client.invalidateQueries({ queryKey: QUERY_KEY });
      onClose();
    },
  });
  return (
    <FormDialog title={reply ? 'inbox.quick_replies.edit' : 'inbox.quick_replies.add'} onClose={onClose} onSubmit={submit} error={error}
      defaultValues={{ language: reply?.language ?? 'en', title: reply?.title ?? '', body: reply?.body ?? '' }}>
      <SelectInput source="language" label="inbox.quick_replies.language" choices={languages} validate={required()} />
      <TextInput source="title" label="inbox.quick_replies.name" validate={required()} />
      <TextInput source="body" label="inbox.quick_replies.body" validate={required()} multiline minRows={3} helperText="inbox.quick_replies.body_help" />
    </FormDialog>
  );
};

/** /admin/quick-replies (admin only): the office's quick replies, Add, Edit and Delete. */
export const QuickRepliesPage = () => {
  const translate = useTranslate();
  useDocumentTitle(translate('inbox.quick_replies.title'));
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const { data = [], isPending } = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.getQuickReplies(), retry: false });
  const [dialog, setDialog] = useState<{ reply?: QuickReply } | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h4" component="h1">{translate('inbox.quick_replies.title')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>{translate('inbox.quick_replies.add')}</Button>
      </Box>
      <Card>
        {!isPending && data.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{translate('inbox.quick_replies.empty')}</Typography>}
        <List aria-label={translate('inbox.quick_replies.title')}>
          {data.map((reply) => (
            <ListItem key={reply.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText sx={{ flex: '1 1 280px' }} primary={<>{reply.title} <Chip size="small" label={translate(`citizens.languages.${reply.language}`)} /></>}
                secondary={reply.body} slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }} />
              <Stack direction="row" spacing={1}>
                <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog({ reply })} aria-label={`${translate('inbox.quick_replies.edit')} ${reply.title}`}>
                  {translate('inbox.quick_replies.edit')}
                </Button>
                <DeleteButton kind="quick_reply" name={reply.title} content="inbox.quick_replies.delete_content"
                  remove={async () => { await dataProvider.deleteQuickReply(reply.id); await client.invalidateQueries({ queryKey: QUERY_KEY }); }}
                  failure={(error) => errorMessage(error, translate('inbox.quick_replies.delete_failed'))} />
              </Stack>
            </ListItem>
          ))}
        </List>
      </Card>
      {dialog && <QuickReplyDialog reply={dialog.reply} onClose={() => setDialog(null)} />}
    </>
  );
};
