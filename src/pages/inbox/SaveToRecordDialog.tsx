import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SavedRecordKind } from '../../../common/options';
import type { AttachedDocument } from '../../components/AttachedDocument';
import type { AppDataProvider } from '../../dataProvider';
import type { ChatMessage, Conversation } from '../../dataProvider/conversations';
import { drivingLicence } from '../../resources/driving-licences';
import { learnerLicence } from '../../resources/learner-licences';
import { LicenceDialog } from '../../resources/licences/LicenceDialog';
import { RecordForm } from '../../resources/records/RecordForm';
import { RECORD_TYPES } from '../../resources/records/recordTypes';

const LICENCES = { ll: learnerLicence, dl: drivingLicence } as const;
const LICENCE_TARGET = 'licence';

interface Choice {
  citizenId: number;
  /** A vehicle's id, or LICENCE_TARGET. */
  target: string;
  kind: SavedRecordKind | '';
}

/**
 * Save to record: the citizen (when the mobile has several profiles), their vehicle or licence and the kind of
 * record, then that record's create form with the file attached; saving it gives the record the stored file.
 */
export const SaveToRecordDialog = ({ conversation, message, onClose }: { conversation: Conversation; message: ChatMessage; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [choice, setChoice] = useState<Choice>({ citizenId: conversation.citizens[0].id, target: '', kind: '' });
  const [chosen, setChosen] = useState(false);
  const vehicles = useQuery({
    queryKey: ['citizens', choice.citizenId, 'vehicles'],
    queryFn: () => dataProvider.getCitizenChildren(choice.citizenId, 'vehicles'),
    retry: false,
  });
  const attachment: AttachedDocument = {
    name: message.media?.filename ?? translate(`inbox.types.${message.type}`),
    attach: async (saved) => {
      await dataProvider.saveMessageToRecord(conversation.id, message.id, choice.kind as SavedRecordKind, saved.id);
      await client.invalidateQueries({ queryKey: ['citizens'] });
    },
  };
  const kinds = choice.target === LICENCE_TARGET
    ? (['ll', 'dl'] as const).map((kind) => ({ id: kind, name: translate(`inbox.save.${kind}`) }))
    : RECORD_TYPES.map((config) => ({ id: config.type, name: translate(`citizens.vehicles.buttons.${config.key}`) }));

  if (chosen && choice.kind in LICENCES) {
    return <LicenceDialog kind={LICENCES[choice.kind as keyof typeof LICENCES]} citizenId={choice.citizenId} attachment={attachment} onClose={onClose} />;
  }
  const config = chosen ? RECORD_TYPES.find((type) => type.type === choice.kind) : undefined;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={config ? 'md' : 'sm'} fullScreen={fullScreen} aria-labelledby="save-to-record-title">
      <DialogTitle id="save-to-record-title">{config ? translate(`citizens.records.${config.key}.title`) : translate('inbox.save.title')}</DialogTitle>
      <DialogContent>
        {config ? (
          <RecordForm config={config} vehicleId={Number(choice.target)} record={null} attachment={attachment} onSaved={onClose} onCancelEdit={onClose} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {conversation.citizens.length > 1 && (
              <TextField select label={translate('inbox.save.citizen')} value={choice.citizenId} onChange={(event) => setChoice({ citizenId: Number(event.target.value), target: '', kind: '' })}>
                {conversation.citizens.map((citizen) => <MenuItem key={citizen.id} value={citizen.id}>{citizen.name}</MenuItem>)}
              </TextField>
            )}
            <TextField select label={translate('inbox.save.target')} value={choice.target} onChange={(event) => setChoice({ ...choice, target: event.target.value, kind: '' })}>
              {(vehicles.data ?? []).map((vehicle) => <MenuItem key={vehicle.id} value={String(vehicle.id)}>{vehicle.registration_no}</MenuItem>)}
              <MenuItem value={LICENCE_TARGET}>{translate('inbox.save.licences')}</MenuItem>
            </TextField>
            <TextField select label={translate('inbox.save.kind')} value={choice.kind} disabled={!choice.target} onChange={(event) => setChoice({ ...choice, kind: event.target.value as SavedRecordKind })}>
              {kinds.map((kind) => <MenuItem key={kind.id} value={kind.id}>{kind.name}</MenuItem>)}
            </TextField>
          </Stack>
        )}
      </DialogContent>
      {!config && (
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!choice.kind} onClick={() => setChosen(true)}>{translate('inbox.save.next')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
};
