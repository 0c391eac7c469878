import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Citizen, Vehicle } from '../../dataProvider/citizens';
import { CitizenChildDeleteButton } from '../citizens/common/CitizenChildDeleteButton';
import { NoRecords, scrollingTable } from '../citizens/common/tables';
import { useLoadError } from '../citizens/common/useLoadError';
import { RecordDialog } from '../records/RecordDialog';
import { RECORD_TYPES, type RecordTypeConfig } from '../records/recordTypes';
import { VehicleDialog } from './VehicleDialog';

const Column = DataTable.Col<Vehicle>;
const text = (value: string | null) => value || '-';

/** A citizen's vehicles: registration, type, make/model, chassis, engine, the record dialogs, Edit and Delete. */
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

  const actions = (vehicle: Vehicle) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 320 }}>
      {RECORD_TYPES.map((config) => (
        <Button key={config.type} size="small" variant="outlined" onClick={() => setRecords({ config, vehicle })}>
          {translate(`citizens.vehicles.buttons.${config.key}`)}
        </Button>
      ))}
      {citizen.can_edit && (
        <>
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing({ vehicle })}>
            {translate('citizens.actions.edit')}
          </Button>
          <CitizenChildDeleteButton kind="vehicles" id={vehicle.id} texts="citizens.vehicles" />
        </>
      )}
    </Box>
  );

  return (
    <Box>
      {citizen.can_edit && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({})} sx={{ m: 1 }}>
          {translate('citizens.vehicles.add')}
        </Button>
      )}
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <DataTable<Vehicle>
        data={data}
        total={data.length}
        isPending={isPending}
        resource="vehicles"
        bulkActionButtons={false}
        rowClick={false}
        empty={<NoRecords />}
        sx={scrollingTable}
      >
        <Column source="registration_no" label="citizens.fields.registration_no" disableSort />
        <Column source="type" label="citizens.fields.type" disableSort render={(vehicle) => text(vehicle.type)} />
        <Column source="make_model" label="citizens.fields.make_model" disableSort render={(vehicle) => text(vehicle.make_model)} />
        <Column source="chassis_no" label="citizens.fields.chassis_no" disableSort render={(vehicle) => text(vehicle.chassis_no)} />
        <Column source="engine_no" label="citizens.fields.engine_no" disableSort render={(vehicle) => text(vehicle.engine_no)} />
        <Column
          source="id"
          label="citizens.list.columns.actions"
          disableSort
          cellSx={() => ({ whiteSpace: 'normal' })}
          render={actions}
        />
      </DataTable>
      {editing && <VehicleDialog citizenId={citizen.id} vehicle={editing.vehicle} onClose={() => setEditing(null)} />}
      {records && (
        <RecordDialog config={records.config} vehicle={records.vehicle} canEdit={!!citizen.can_edit} onClose={() => setRecords(null)} />
      )}
    </Box>
  );
};
