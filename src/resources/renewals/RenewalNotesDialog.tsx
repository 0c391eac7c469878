import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RenewalHistoryEntry, RenewalRow } from '../../dataProvider/renewals';
import type { AppDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/http';
import { formatDateTime, useFormat } from '../../format';
import { useRefreshBoard } from './useRenewals';

/**
 * One change of the history in words, its changed fields only: 'Status: Due → Contacted', 'Assignee: - → Meena Sahu'
 * (the assignee's name from the server), 'Earned: - → ₹1,250.00'.
 */
export function describeChange(change: RenewalHistoryEntry, translate: ReturnType<typeof useTranslate>, money: (value: unknown) => string) {
  const value = (field: string, side: 0 | 1, held: unknown): string => {
    if (held === null || held === undefined || held === '') return '-';
    if (field === 'status') return translate(`renewals.statuses.${String(held)}`);
    if (field === 'earned') return money(held);
    return change.names?.[field]?.[side] ?? String(held);
  };
  return Object.keys({ ...change.before, ...change.after })
    .map((field) => `${translate(`renewals.history.${field}`, { _: field })}: ${value(field, 0, change.before?.[field])} → ${value(field, 1, change.after?.[field])}`)
    .join(', ');
}

/** A renewal's notes (with author and time), a new note, and the history of its changes. */
export const RenewalNotesDialog = ({ renewal, onClose }: { renewal: RenewalRow; onClose: () => void }) => {
  const translate = useTranslate();
  const format = useFormat();
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
              <ListItemText primary={describeChange(change, translate, format.money)} secondary={`${byWhom(change.actor)} · ${formatDateTime(change.at)}`} />
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
