import { Box, Paper, Typography, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import type { Vehicle } from '../../dataProvider/citizens';
import { LinkedRecordsTable, NoRecords } from '../../components/tables';
import { useOptionLabel } from '../../i18n/options';

const Column = DataTable.Col<Vehicle>;
const text = (value: string | null) => value || '-';
const DETAILS = ['type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const;

interface VehicleListProps {
  vehicles: Vehicle[];
  isPending: boolean;
  actions: (vehicle: Vehicle) => ReactNode;
}

/** Registration, type, make/model, chassis, engine and application numbers with the vehicle's buttons: a table, or cards on a phone. */
export const VehicleList = ({ vehicles, isPending, actions }: VehicleListProps) => {
  const translate = useTranslate();
  const optionLabel = useOptionLabel();
  /** A detail as shown: the type in the current language, the others as stored. */
  const shown = (vehicle: Vehicle, field: (typeof DETAILS)[number]) =>
    text(field === 'type' ? optionLabel('vehicle_types', vehicle.type) : vehicle[field]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && !isPending) {
    if (!vehicles.length) return <NoRecords />;
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {vehicles.map((vehicle) => (
          <Paper key={vehicle.id} component="article" variant="outlined" sx={{ p: 1.5 }} aria-label={vehicle.registration_no}>
            <Typography variant="subtitle1" fontWeight="bold">
              {vehicle.registration_no}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, m: 0, mb: 1 }}>
              {DETAILS.map((field) => (
                <Box key={field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(`citizens.fields.${field}`)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {shown(vehicle, field)}
                  </Typography>
                </Box>
              ))}
            </Box>
            {actions(vehicle)}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <LinkedRecordsTable<Vehicle> rows={vehicles} resource="vehicles" isPending={isPending}>
      <Column source="registration_no" label="citizens.fields.registration_no" disableSort />
      <Column source="type" label="citizens.fields.type" disableSort render={(vehicle) => shown(vehicle, 'type')} />
      <Column source="make_model" label="citizens.fields.make_model" disableSort render={(vehicle) => text(vehicle.make_model)} />
      <Column source="chassis_no" label="citizens.fields.chassis_no" disableSort render={(vehicle) => text(vehicle.chassis_no)} />
      <Column source="engine_no" label="citizens.fields.engine_no" disableSort render={(vehicle) => text(vehicle.engine_no)} />
      <Column source="application_no" label="citizens.fields.application_no" disableSort render={(vehicle) => text(vehicle.application_no)} />
      <Column
        source="id"
        label="citizens.list.columns.actions"
        disableSort
        cellSx={() => ({ whiteSpace: 'normal', minWidth: 320 })}
        render={actions}
      />
    </LinkedRecordsTable>
  );
};
