import { Typography } from '@mui/material';
import { required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { Citizen } from '../dataProvider/citizens';
import { FormDialog } from './FormDialog';
import { useFormSubmit } from './useFormSubmit';

/** Send Message: a WhatsApp text to the citizen's mobile (from the citizen screen and the users screen). */
export const SendMessageDialog = ({ citizen, onClose }: { citizen: Pick<Citizen, 'id' | 'name' | 'mobile'>; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.sendCitizenMessage(citizen.id, String(values.message)),
    success: () => translate('citizens.message.sent', { name: citizen.name }),
    fallback: 'citizens.message.failed',
    onSaved: onClose,
  });
  return (
    <FormDialog title="citizens.message.title" onClose={onClose} onSubmit={submit} error={error} submitLabel="citizens.actions.send">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('citizens.message.to', { name: citizen.name, mobile: citizen.mobile })}
      </Typography>
      <TextInput source="message" label="citizens.fields.message" validate={required()} multiline minRows={4} />
    </FormDialog>
  );
};
