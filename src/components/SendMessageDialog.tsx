import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { Citizen, QueuedMessage } from '../dataProvider/citizens';
import { FormDialog } from './FormDialog';
import { useFormSubmit } from './useFormSubmit';

/** Send Message: a WhatsApp text to the citizen's mobile (from the citizen screen and the users screen); once queued, offers the wa.me link for the agent's own phone. */
export const SendMessageDialog = ({ citizen, onClose }: { citizen: Pick<Citizen, 'id' | 'name' | 'mobile'>; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [queued, setQueued] = useState<QueuedMessage | null>(null);
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.sendCitizenMessage(citizen.id, String(values.message)),
    success: () => translate('citizens.message.sent', { name: citizen.name }),
    fallback: 'citizens.message.failed',
    onSaved: setQueued,
  });
  if (queued) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-sent-title">
        <DialogTitle id="message-sent-title">{translate('citizens.message.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="success">{translate('citizens.message.sent', { name: citizen.name })}</Alert>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('citizens.message.wa_me_hint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button href={queued.wa_me_url} target="_blank" rel="noopener noreferrer" startIcon={<WhatsAppIcon />}>
            {translate('citizens.message.wa_me')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {translate('ra.action.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <FormDialog title="citizens.message.title" onClose={onClose} onSubmit={submit} error={error} submitLabel="citizens.actions.send">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('citizens.message.to', { name: citizen.name, mobile: citizen.mobile })}
      </Typography>
      <TextInput source="message" label="citizens.fields.message" validate={required()} multiline minRows={4} />
    </FormDialog>
  );
};
