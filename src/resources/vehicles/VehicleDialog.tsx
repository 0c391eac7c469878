import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Vehicle } from '../../dataProvider/citizens';
import { FormDialog } from '../../components/FormDialog';
import { useFormSubmit } from '../../components/useFormSubmit';
import { VEHICLE_FIELDS, VehicleInputs } from './VehicleInputs';

const vehicleFields = (values: Vehicle | Record<string, unknown>) =>
  Object.fromEntries(VEHICLE_FIELDS.map((field) => [field, (values as Record<string, unknown>)[field] ?? null]));

/** Add/Edit Vehicle. */
export const VehicleDialog = ({ citizenId, vehicle, onClose }: { citizenId: number; vehicle?: Vehicle; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { submit, error } = useFormSubmit({
    save: (values) => dataProvider.saveCitizenChild('vehicles', citizenId, vehicleFields(values), vehicle?.id),
    saved: { change: vehicle ? 'updated' : 'added', kind: 'vehicles', name: (saved) => saved.registration_no },
    labels: { registration_no: 'citizens.fields.registration_no' },
    fallback: 'citizens.vehicles.save_failed',
    onSaved: onClose,
  });
  return (
    <FormDialog
      title={vehicle ? 'citizens.vehicles.edit_title' : 'citizens.vehicles.add_title'}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      defaultValues={vehicle ? vehicleFields(vehicle) : undefined}
    >
      <VehicleInputs />
    </FormDialog>
  );
};
