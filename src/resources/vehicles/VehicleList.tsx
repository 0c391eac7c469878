import type { ReactNode } from 'react';
import type { Vehicle } from '../../dataProvider/citizens';
import { ComplianceChip } from '../../components/ComplianceChip';
import { OptionLabel } from '../../components/OptionLabel';
import { ResponsiveTable, type TableColumn } from '../../components/ResponsiveTable';

const text = (value: string | null) => value || '-';

const COLUMNS: TableColumn<Vehicle>[] = [
  { id: 'registration_no', label: 'citizens.fields.registration_no', render: (vehicle) => vehicle.registration_no },
  ...(['type', 'make_model', 'chassis_no', 'engine_no', 'application_no'] as const).map((field) => ({
    id: field,
    label: `citizens.fields.${field}`,
    render: (vehicle: Vehicle) => (field === 'type' ? <OptionLabel list="vehicle_types" value={vehicle.type} /> : text(vehicle[field])),
  })),
  { id: 'compliance', label: 'compliance.label', render: (vehicle) => <ComplianceChip compliance={vehicle.compliance} /> },
];

interface VehicleListProps {
  vehicles: Vehicle[];
  isPending: boolean;
  actions: (vehicle: Vehicle) => ReactNode;
}

/** Registration, type, make/model, chassis, engine and application numbers, roadworthiness and the vehicle's buttons: a table, or cards on a phone. */
export const VehicleList = ({ vehicles, isPending, actions }: VehicleListProps) => (
  <ResponsiveTable<Vehicle> rows={vehicles} columns={COLUMNS} isPending={isPending} actions={actions} />
);
