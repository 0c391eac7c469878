import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RenewalChange, RenewalRow } from '../../../common/renewals';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import { formatDateTime } from '../../format';
import { useRefreshBoard } from './useRenewals';

/** One change of the history in words: 'Status: Due → Contacted'. */
function describe(change: RenewalChange, translate: ReturnType<typeof useTranslate>) {
  const status = (value: unknown) => (value ? translate(`renewals.statuses.${String(value)}`) : '-');
  const fields = Object.keys({ ...change.before, ...change.after });
  return fields
    .map((field) => {
      const [before, after] = [change.before?.[field], change.after?.[field]];
      const shown = field === 'status' ? [status(before), status(after)] : [before ?? '-', after ?? '-'];
      return `${translate(`renewals.history.${field}`, { _: field })}: ${shown[0]} → ${shown[1]}`;
    })
    .join(', ');
}

/** A renewal's notes (with author and time), a new note, and the history of its changes. */
export const RenewalNotesDialog = ({ renewal, onClose }: { renewal: RenewalRow; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshBoard();
  const [text, setText] = useState('');
  const detail = useQuery({ queryKey: ['renewals', 'detail', renewal.id], queryFn: () => dataProvider.renewalDetail(renewal.id) });
  const add = async () => {
    try {
      await dataProvider.addRenewalNote(renewal.id, text);
      setText('');
      await refresh();
    } catch (error) {
      notify(errorMessage(error, translate('renewals.failed')), { type: 'error' });
    }
  };
  const byWhom = (person: { name: string } | null) => person?.name ?? translate('renewals.history.automatic');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="renewal-notes-title">
      <DialogTitle id="renewal-notes-title">{translate('renewals.notes.title', { name: renewal.owner_name })}</DialogTitle>
      <DialogContent>
        <List dense disablePadding>
          {detail.data?.notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText primary={note.text} secondary={`${byWhom(note.author)} · ${formatDateTime(note.created_at)}`} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', my: 1 }}>
          <TextField size="small" fullWidth multiline label={translate('renewals.notes.new')} value={text} onChange={(event) => setText(event.target.value)} />
          <Button variant="contained" disabled={!text.trim()} onClick={add}>
            {translate('renewals.notes.add')}
          </Button>
        </Box>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2">{translate('renewals.history.title')}</Typography>
        <List dense disablePadding>
          {detail.data?.history.map((change, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText primary={describe(change, translate)} secondary={`${byWhom(change.actor)} · ${formatDateTime(change.at)}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
