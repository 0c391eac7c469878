import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.js';
import { branches, citizens, users, vehicles } from '../../db/schema/index.js';

/**
 * The names shown for the ids an audit entry holds (issue 32: 'Assignee: Meena Sahu', not 'Assignee: 2'): the user,
 * branch, citizen or vehicle a field names, and the row an entry is about: a read by primary key per kind of row, all
 * in one statement for a whole page of entries.
 */

type Kind = 'user' | 'branch' | 'citizen' | 'vehicle';
type Image = Record<string, unknown> | null;

const NAMES: Record<Kind, { id: AnyPgColumn; name: AnyPgColumn }> = {
  user: { id: users.id, name: users.name },
  branch: { id: branches.id, name: branches.name },
  citizen: { id: citizens.id, name: citizens.name },
  vehicle: { id: vehicles.id, name: vehicles.registrationNo },
};

/** The fields (as the API names them) holding the id of a row of each kind. */
const REFERENCE_FIELDS: Record<string, Kind> = {
  assignee_id: 'user', author_id: 'user', created_by: 'user', user_id: 'user', actor_id: 'user',
  branch_id: 'branch', citizen_id: 'citizen', vehicle_id: 'vehicle',
};

/** The entities whose own row is named by its kind's name (the current one; the entry's image when it is gone). */
const OWN_KIND: Record<string, Kind> = { citizen: 'citizen', user: 'user', branch: 'branch', vehicle: 'vehicle' };

/** What names any other row in its image: its number (a licence, a record) or its name (a request, an inquiry). */
const IMAGE_LABELS = ['name', 'registration_no', 'll_no', 'dl_no', 'policy_number', 'pucc_number', 'certificate_number', 'permit_number', 'reference', 'contact_name'];

const keyOf = (kind: Kind, id: unknown) => `${kind}:${id}`;

/** The names of the rows `wanted` (kind and id) that exist, by `kind:id`: one statement, a primary-key read per kind. */
async function namesOf(db: Db, wanted: [Kind, number][]): Promise<Map<string, string>> {
  const idsByKind = new Map<Kind, Set<number>>();
  for (const [kind, id] of wanted) idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(id));
  const reads = [...idsByKind].map(([kind, ids]) => {
    const { id, name } = NAMES[kind];
    return sql`(select ${kind}::text as kind, ${id} as id, ${name}::text as name from ${id.table} where ${id} = any(${`{${[...ids].join(',')}}`}::int[]))`;
  });
  const rows = await queryRows<{ kind: Kind; id: number; name: string }>(db, sql.join(reads, sql` union all `));
  return new Map(rows.map((row) => [keyOf(row.kind, row.id), row.name]));
}

/** An audited change: its entity and id, and each changed field's [before, after] named as the API names it. */
export interface NamedChange {
  entity: string;
  entityId: number;
  changes: Record<string, [unknown, unknown]>;
  /** The row's image (after, else before), keys as the API names them. */
  image: Image;
}

/** The names an entry shows: the row it is about (null: its type and id) and, per field holding an id, [before, after]. */
export interface EntryNames {
  entity_name: string | null;
  names: Record<string, [string | null, string | null]>;
}

const isId = (value: unknown): value is number => Number.isInteger(value);

/** The names of each change's row and of the ids its fields hold, in the order given. */
export async function namedChanges(db: Db, entries: NamedChange[]): Promise<EntryNames[]> {
  const wanted: [Kind, number][] = entries.flatMap(({ entity, entityId, changes }) => [
    ...(OWN_KIND[entity] ? [[OWN_KIND[entity], entityId] as [Kind, number]] : []),
    ...Object.entries(changes).flatMap(([field, values]) => {
      const kind = REFERENCE_FIELDS[field];
      return kind ? values.filter(isId).map((id): [Kind, number] => [kind, id]) : [];
    }),
  ]);
  const names = wanted.length ? await namesOf(db, wanted) : new Map<string, string>();
  return entries.map(({ entity, entityId, changes, image }) => {
    const own = OWN_KIND[entity] ? names.get(keyOf(OWN_KIND[entity], entityId)) : undefined;
    const label = IMAGE_LABELS.map((field) => image?.[field]).find((value) => typeof value === 'string' && value !== '');
    const fieldNames = Object.entries(changes).flatMap(([field, values]) => {
      const kind = REFERENCE_FIELDS[field];
      if (!kind) return [];
      return [[field, values.map((value) => (isId(value) ? (names.get(keyOf(kind, value)) ?? null) : null))]];
    });
    return { entity_name: own ?? (label as string | undefined) ?? null, names: Object.fromEntries(fieldNames) };
  });
}
