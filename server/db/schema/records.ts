import { index, integer, numeric, pgTable, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { vehicles } from './citizens.js';
import { day, descending, filePath, id, notifiedAt, numberTrigrams, timestamps } from './columns.js';
import { sourceMessageId } from './conversations.js';
import { insuranceTypeEnum, recordStatusEnum, taxModeEnum } from './enums.js';

/** Compliance records of a vehicle; a vehicle with records cannot be deleted. */
const vehicleId = () => integer().notNull().references(() => vehicles.id);

const certificateColumns = () => ({
  id: id(),
  vehicleId: vehicleId(),
  certificateNumber: text().notNull(),
  issueDate: day().notNull(),
  expiryDate: day().notNull(),
  filePath: filePath(),
  sourceMessageId: sourceMessageId(),
  notifiedAt: notifiedAt(),
  ...timestamps,
});

const byVehicleAndExpiry = (name: string, vehicle: ExtraConfigColumn, expiry: ExtraConfigColumn, rowId: ExtraConfigColumn) => [
  index(`${name}_vehicle_idx`).on(vehicle, descending(expiry), descending(rowId)),
  index(`${name}_expiry_idx`).on(expiry),
];

export const taxes = pgTable(
  'taxes',
  {
    id: id(),
    vehicleId: vehicleId(),
    vehicleType: text(),
    taxMode: taxModeEnum().notNull(),
    taxFrom: day().notNull(),
    taxUpto: day().notNull(),
    amount: numeric({ precision: 12, scale: 2 }),
    filePath: filePath(),
    sourceMessageId: sourceMessageId(),
    notifiedAt: notifiedAt(),
    ...timestamps,
  },
  (t) => byVehicleAndExpiry('taxes', t.vehicleId, t.taxUpto, t.id),
);

export const insurances = pgTable(
  'insurances',
  {
    id: id(),
    vehicleId: vehicleId(),
    insuranceType: insuranceTypeEnum().notNull(),
    companyName: text().notNull(),
    policyNumber: text().notNull(),
    startDate: day().notNull(),
    endDate: day().notNull(),
    status: recordStatusEnum().notNull().default('active'),
    filePath: filePath(),
    sourceMessageId: sourceMessageId(),
    notifiedAt: notifiedAt(),
    ...timestamps,
  },
  (t) => [
    ...byVehicleAndExpiry('insurances', t.vehicleId, t.endDate, t.id),
    index('insurances_policy_idx').on(t.policyNumber),
    numberTrigrams('insurances_policy_trgm', t.policyNumber),
  ],
);

export const puccs = pgTable(
  'puccs',
  {
    id: id(),
    vehicleId: vehicleId(),
    puccNumber: text().notNull(),
    validFrom: day().notNull(),
    validUntil: day().notNull(),
    status: recordStatusEnum().notNull().default('active'),
    filePath: filePath(),
    sourceMessageId: sourceMessageId(),
    notifiedAt: notifiedAt(),
    ...timestamps,
  },
  (t) => [...byVehicleAndExpiry('puccs', t.vehicleId, t.validUntil, t.id), numberTrigrams('puccs_number_trgm', t.puccNumber)],
);

export const fitnesses = pgTable('fitnesses', certificateColumns(), (t) =>
  [...byVehicleAndExpiry('fitnesses', t.vehicleId, t.expiryDate, t.id), numberTrigrams('fitnesses_number_trgm', t.certificateNumber)],
);
export const vltds = pgTable('vltds', certificateColumns(), (t) =>
  [...byVehicleAndExpiry('vltds', t.vehicleId, t.expiryDate, t.id), numberTrigrams('vltds_number_trgm', t.certificateNumber)],
);
export const speedGovernors = pgTable('speed_governors', certificateColumns(), (t) =>
  [...byVehicleAndExpiry('speed_governors', t.vehicleId, t.expiryDate, t.id), numberTrigrams('speed_governors_number_trgm', t.certificateNumber)],
);

export const permits = pgTable(
  'permits',
  {
    id: id(),
    vehicleId: vehicleId(),
    permitNumber: text().notNull(),
    issueDate: day().notNull(),
    expiryDate: day().notNull(),
    filePath: filePath(),
    sourceMessageId: sourceMessageId(),
    notifiedAt: notifiedAt(),
    ...timestamps,
  },
  (t) => [...byVehicleAndExpiry('permits', t.vehicleId, t.expiryDate, t.id), numberTrigrams('permits_number_trgm', t.permitNumber)],
);
