import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
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
import { SaveToRecordCitizen, senderOptions, type CitizenOption } from './SaveToRecordCitizen';

const LICENCES = { ll: learnerLicence, dl: drivingLicence } as const;
const LICENCE_TARGET = 'licence';

interface Choice {
  citizen: CitizenOption | null;
  /** A vehicle's id, or LICENCE_TARGET. */
  target: string;
  kind: SavedRecordKind | '';
}

/**
 * Save to record: the citizen (the number's own profile unless another is chosen), their vehicle or licence and the
 * kind of record, then that record's create form with the file attached: its create takes the message's stored file.
 */
export const SaveToRecordDialog = ({ conversation, message, onClose }: { conversation: Conversation; message: ChatMessage; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [choice, setChoice] = useState<Choice>({ citizen: senderOptions(conversation)[0] ?? null, target: '', kind: '' });
  const [chosen, setChosen] = useState(false);
  const citizenId = choice.citizen?.id;
  const vehicles = useQuery({
    queryKey: ['citizens', citizenId, 'vehicles'],
    queryFn: () => dataProvider.getCitizenChildren(citizenId!, 'vehicles'),
    enabled: citizenId !== undefined,
    retry: false,
  });
  const attachment: AttachedDocument = { name: message.media?.filename ?? translate(`inbox.types.${message.type}`), messageId: message.id };
  const kinds = choice.target === LICENCE_TARGET
    ? (['ll', 'dl'] as const).map((kind) => ({ id: kind, name: translate(`inbox.save.${kind}`) }))
    : RECORD_TYPES.map((config) => ({ id: config.type, name: translate(`citizens.vehicles.buttons.${config.key}`) }));

  if (chosen && citizenId && choice.kind in LICENCES) {
    return <LicenceDialog kind={LICENCES[choice.kind as keyof typeof LICENCES]} citizenId={citizenId} attachment={attachment} onClose={onClose} />;
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
            <SaveToRecordCitizen conversation={conversation} value={choice.citizen} onChange={(citizen) => setChoice({ citizen, target: '', kind: '' })} />
            <TextField select label={translate('inbox.save.target')} value={choice.target} disabled={!citizenId} onChange={(event) => setChoice({ ...choice, target: event.target.value, kind: '' })}>
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
