import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RESTORABLE_ENTITIES, type ExpiryDocumentType } from '../../../common/options.js';
import { branches, citizens, renewalNotes, renewals, users, vehicles } from '../../db/schema/index.js';
import { DOCUMENT_TYPES } from '../citizens/document-renewals.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { RECORD_TYPES } from '../../schemas/records.js';

export type RestorableEntity = (typeof RESTORABLE_ENTITIES)[number];
/** Rows deleted with a document and restored with it, never on their own: its renewal and the renewal's notes. */
export type FollowingEntity = 'renewal' | 'renewal_note';
export type RowEntity = RestorableEntity | FollowingEntity;

type Image = Record<string, unknown>;
type Values = Record<string, unknown>;

/** A kind of row a delete entry can bring back: its table, what owns it, its unique number and how that number reads. */
export interface RestorableKind {
  table: PgTable & { id: AnyPgColumn };
  /** The owner's image key and entity: a licence or vehicle belongs to a citizen, a record to a vehicle. */
  owner?: { key: 'citizen_id' | 'vehicle_id'; entity: 'citizen' | 'vehicle' };
  /** A number no other row may hold (snake_case key of the image) and its name in messages. */
  unique?: { key: string; label: string };
  /**
   * Restored after the kinds of a lower rank, each kind in one statement: a citizen; its vehicles and driving licences;
   * its learner licences (after the driving licences, so the triggers never see an LL current that a DL had replaced)
   * and the vehicles' records; then the renewals the records' triggers made are replaced by the deleted ones, and their notes.
   */
  rank: number;
  /** A licence's or record's document type (`renewals.doc_type`). */
  docType?: ExpiryDocumentType;
  /** Its links to rows deleted since the delete left empty (the column values of its image, as SQL where needed). */
  links?: (values: Values) => Values;
}

export interface FollowingKind extends RestorableKind {
  /** The row it belongs to (entity and id, from its image): a renewal to its document, a note to its renewal. */
  ownerOf: (image: Image) => [RowEntity, unknown];
}

/** The user's id while the user is there, else null. */
const existingUser = (id: unknown) => (id ? sql`(select ${users.id} from ${users} where ${users.id} = ${id})` : null);

const citizenOwned = { key: 'citizen_id', entity: 'citizen' } as const;
const vehicleOwned = { key: 'vehicle_id', entity: 'vehicle' } as const;
const LICENCE_LABELS: Record<string, string> = { ll_no: 'LL number', dl_no: 'DL number' };

/** A citizen's account while it is not another citizen's primary profile, its branch and creator while they are there. */
const citizenLinks = ({ userId, branchId, createdBy }: Values) => ({
  ...(userId ? { userId: sql`(select ${users.id} from ${users} where ${users.id} = ${userId} and not exists (select 1 from ${citizens} where ${citizens.userId} = ${userId}))` } : {}),
  ...(branchId ? { branchId: sql`(select ${branches.id} from ${branches} where ${branches.id} = ${branchId})` } : {}),
  createdBy: existingUser(createdBy),
});

const kinds: [string, RestorableKind][] = [
  ['citizen', { table: citizens, rank: 0, links: citizenLinks }],
  ['vehicle', { table: vehicles, owner: citizenOwned, unique: { key: 'registration_no', label: 'Registration number' }, rank: 1 }],
  ...LICENCE_KINDS.map((kind): [string, RestorableKind] => [
    kind.entity,
    {
      table: kind.table, owner: citizenOwned, unique: { key: kind.numberField, label: LICENCE_LABELS[kind.numberField] },
      rank: kind.segment === 'dl' ? 1 : 2, docType: DOCUMENT_TYPES[kind.entity],
    },
  ]),
  ...RECORD_TYPES.map((type): [string, RestorableKind] => [type.entity, { table: type.table, owner: vehicleOwned, rank: 2, docType: DOCUMENT_TYPES[type.entity] }]),
];
export const RESTORABLE = Object.fromEntries(kinds) as Record<RestorableEntity, RestorableKind>;

const entityOfDocType = Object.fromEntries(kinds.filter(([, kind]) => kind.docType).map(([entity, kind]) => [kind.docType, entity])) as Record<ExpiryDocumentType, RestorableEntity>;

export const FOLLOWING: Record<FollowingEntity, FollowingKind> = {
  renewal: {
    table: renewals,
    rank: 3,
    ownerOf: (image) => [entityOfDocType[image.doc_type as ExpiryDocumentType], image.record_id],
    // The branch is the citizen's (it may have come back without a branch deleted since), the assignee while a user.
    links: ({ citizenId, assigneeId }) => ({
      branchId: sql`(select ${citizens.branchId} from ${citizens} where ${citizens.id} = ${citizenId})`,
      assigneeId: existingUser(assigneeId),
    }),
  },
  renewal_note: { table: renewalNotes, rank: 4, ownerOf: (image) => ['renewal', image.renewal_id], links: ({ authorId }) => ({ authorId: existingUser(authorId) }) },
};

export const isRestorable = (entity: string): entity is RestorableEntity => entity in RESTORABLE;
export const isRestoredWith = (entity: string): entity is RowEntity => isRestorable(entity) || entity in FOLLOWING;

/** The kind of a row a restore brings back, restorable on its own or following its document. */
export const rowKind = (entity: RowEntity): RestorableKind => (isRestorable(entity) ? RESTORABLE[entity] : FOLLOWING[entity]);

/** The row an image belongs to (entity and id): none for a citizen. */
export function ownerOf(entity: RowEntity, image: Image): [RowEntity, unknown] | null {
  if (entity in FOLLOWING) return FOLLOWING[entity as FollowingEntity].ownerOf(image);
  const owner = RESTORABLE[entity as RestorableEntity].owner;
  return owner ? [owner.entity, image[owner.key]] : null;
}
