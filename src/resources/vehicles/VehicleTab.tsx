import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Vehicle } from '../../dataProvider/citizens';
import { useLoadError } from '../../components/useLoadError';
import type { RecordTypeConfig } from '../records/recordTypes';
import { VehicleActions } from './VehicleActions';
import { VehicleList } from './VehicleList';
import { lazyDialog } from '../../lazyNamed';

const RecordDialog = lazyDialog(() => import('../records/RecordDialog'), 'RecordDialog');
const VehicleDialog = lazyDialog(() => import('./VehicleDialog'), 'VehicleDialog');

/** A citizen's vehicles with Add Vehicle, the record dialogs, Edit and Delete. */
export const VehicleTab = ({ citizen }: { citizen: Citizen }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [editing, setEditing] = useState<{ vehicle?: Vehicle } | null>(null);
  const [records, setRecords] = useState<{ config: RecordTypeConfig; vehicle: Vehicle } | null>(null);
  const { data = [], isPending, error } = useQuery({
    queryKey: ['citizens', citizen.id, 'vehicles'],
    queryFn: () => dataProvider.getCitizenChildren(citizen.id, 'vehicles'),
    retry: false,
  });
  const loadError = useLoadError(error, 'citizens.vehicles.load_failed');

  return (
    <Box>
      {citizen.can_edit && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({})} sx={{ m: 1 }}>
          {translate('citizens.vehicles.add')}
        </Button>
      )}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <VehicleList
        vehicles={data}
        isPending={isPending}
        actions={(vehicle) => (
          <VehicleActions
            vehicle={vehicle}
            canEdit={!!citizen.can_edit}
            onRecords={(config) => setRecords({ config, vehicle })}
            onEdit={() => setEditing({ vehicle })}
          />
        )}
      />
      {editing && <VehicleDialog citizenId={citizen.id} vehicle={editing.vehicle} onClose={() => setEditing(null)} />}
      {records && (
        <RecordDialog config={records.config} vehicle={records.vehicle} canEdit={!!citizen.can_edit} onClose={() => setRecords(null)} />
      )}
    </Box>
  );
};
