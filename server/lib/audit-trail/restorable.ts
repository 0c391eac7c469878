import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RESTORABLE_ENTITIES } from '../../../common/options.js';
import { citizens, vehicles } from '../../db/schema/index.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { RECORD_TYPES } from '../../schemas/records.js';

export type RestorableEntity = (typeof RESTORABLE_ENTITIES)[number];

/** A kind of row a delete entry can bring back: its table, what owns it, its unique number and how that number reads. */
export interface RestorableKind {
  table: PgTable & { id: AnyPgColumn };
  /** The owner's image key and entity: a licence or vehicle belongs to a citizen, a record to a vehicle. */
  owner?: { key: 'citizen_id' | 'vehicle_id'; entity: 'citizen' | 'vehicle' };
  /** A number no other row may hold (snake_case key of the image) and its name in messages. */
  unique?: { key: string; label: string };
  /** Restored after the kinds of a lower rank: a citizen, then its licences and vehicles, then the vehicles' records. */
  rank: number;
}

const citizenOwned = { key: 'citizen_id', entity: 'citizen' } as const;
const vehicleOwned = { key: 'vehicle_id', entity: 'vehicle' } as const;
const LICENCE_LABELS: Record<string, string> = { ll_no: 'LL number', dl_no: 'DL number' };

const kinds: [string, RestorableKind][] = [
  ['citizen', { table: citizens, rank: 0 }],
  ['vehicle', { table: vehicles, owner: citizenOwned, unique: { key: 'registration_no', label: 'Registration number' }, rank: 1 }],
  ...LICENCE_KINDS.map((kind): [string, RestorableKind] => [
    kind.entity,
    { table: kind.table, owner: citizenOwned, unique: { key: kind.numberField, label: LICENCE_LABELS[kind.numberField] }, rank: 1 },
  ]),
  ...RECORD_TYPES.map((type): [string, RestorableKind] => [type.entity, { table: type.table, owner: vehicleOwned, rank: 2 }]),
];
export const RESTORABLE = Object.fromEntries(kinds) as Record<RestorableEntity, RestorableKind>;

export const isRestorable = (entity: string): entity is RestorableEntity => entity in RESTORABLE;
