import EditIcon from '@mui/icons-material/Edit';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Vehicle } from '../../dataProvider/citizens';
import { RECORD_TYPES, type RecordTypeConfig } from '../records/recordTypes';
import { VehicleDeleteButton } from './VehicleDeleteButton';

interface VehicleActionsProps {
  vehicle: Vehicle;
  canEdit: boolean;
  onRecords: (config: RecordTypeConfig) => void;
  onEdit: () => void;
}

/** The seven record dialogs of a vehicle, then Edit and Delete for editors. */
export const VehicleActions = ({ vehicle, canEdit, onRecords, onEdit }: VehicleActionsProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {RECORD_TYPES.map((config) => (
        <Button key={config.type} size="small" variant="outlined" onClick={() => onRecords(config)}>
          {translate(`citizens.vehicles.buttons.${config.key}`)}
        </Button>
      ))}
      {canEdit && (
        <>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {translate('citizens.actions.edit')}
          </Button>
          <VehicleDeleteButton vehicle={vehicle} />
        </>
      )}
    </Box>
  );
};
