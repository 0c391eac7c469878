import { Dialog, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComplianceRecord } from '../../dataProvider/citizens';
import { RecordForm } from './RecordForm';
import type { RecordTypeConfig } from './recordTypes';

interface RecordEditDialogProps {
  config: RecordTypeConfig;
  /** The record as its list answers it (with its vehicle_id). */
  record: ComplianceRecord;
  onClose: () => void;
}

/** The edit form of one vehicle record on its own, where no record table is around it (the expiry pages). */
export const RecordEditDialog = ({ config, record, onClose }: RecordEditDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="record-edit-title">
      <DialogTitle id="record-edit-title">{translate(`citizens.records.${config.key}.title`)}</DialogTitle>
      <DialogContent>
        <RecordForm config={config} vehicleId={Number(record.vehicle_id)} record={record} onSaved={onClose} onCancelEdit={onClose} />
      </DialogContent>
    </Dialog>
  );
};
