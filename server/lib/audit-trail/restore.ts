import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, citizens } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { camelCase, rowJson, snakeCase } from '../citizens/row-json.js';
import { conflict, HttpError, notFound } from '../http/http-errors.js';
import { reclaimDeletedFiles } from '../storage/deleted-files.js';
import { clearRemadeRenewals, followRestoredRenewals } from './follow-up.js';
import { isRestorable, isRestoredWith, ownerOf, RESTORABLE, rowKind, type RestorableKind, type RowEntity } from './restorable.js';

type Image = Record<string, unknown>;
type DeleteEntry = { entity: RowEntity; entityId: number; before: Image };

/** What a restore answers: the row brought back (API JSON) and what came with it. */
export interface RestoreAnswer {
  message: string;
  entity: string;
  row: Record<string, unknown>;
  /** Rows restored: the entry's own and what was deleted with it (a citizen's licences and vehicles, their records, renewals and notes). */
  restored_rows: number;
  /** Documents removed for good since (DELETED_FILES_DAYS): their rows come back without them. */
  files_missing: number;
}

const keyOf = (entity: string, id: unknown) => `${entity}:${id}`;

/**
 * The entries deleted with this one: one transaction, so one `created_at` (now() is the transaction's start); of
 * those, the rows that belong to it (a citizen's licences and vehicles, a vehicle's records, a document's renewal, a
 * renewal's notes), in the order they are restored.
 */
async function deletedTogether(tx: Tx, entry: DeleteEntry & { id: number }): Promise<DeleteEntry[]> {
  // Compared in the database: a JavaScript date would drop the timestamp's microseconds.
  const sameTime = sql`${auditLog.createdAt} = (select e.created_at from ${auditLog} e where e.id = ${entry.id})`;
  const rows = await tx
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'delete'), sameTime))
    .orderBy(asc(auditLog.id));
  const candidates = rows.filter((row) => isRestoredWith(row.entity) && row.before) as DeleteEntry[];
  const together = new Set([keyOf(entry.entity, entry.entityId)]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const row of candidates) {
      const owner = ownerOf(row.entity, row.before);
      if (owner && together.has(keyOf(...owner)) && !together.has(keyOf(row.entity, row.entityId))) {
        together.add(keyOf(row.entity, row.entityId));
        grown = true;
      }
    }
  }
  return candidates.filter((row) => together.has(keyOf(row.entity, row.entityId))).sort((a, b) => rowKind(a.entity).rank - rowKind(b.entity).rank);
}

/** The rows of each kind, kinds in their rank's order: each kind is inserted in one statement, so its triggers see all of it. */
function byKind(rows: DeleteEntry[]): DeleteEntry[][] {
  const groups = new Map<RowEntity, DeleteEntry[]>();
  for (const row of rows) groups.set(row.entity, [...(groups.get(row.entity) ?? []), row]);
  return [...groups.values()];
}

const exists = async (tx: Tx, table: RestorableKind['table'], where: SQL) =>
  (await tx.select({ id: table.id }).from(table).where(where).limit(1)).length > 0;

/** 409 when the row cannot come back as it was: it exists again, its owner is gone, or its unique number is taken. */
async function checkRestorable(tx: Tx, { entity, entityId, before }: DeleteEntry) {
  const kind = rowKind(entity);
  const columns = getTableColumns(kind.table) as Record<string, AnyPgColumn>;
  if (await exists(tx, kind.table, eq(kind.table.id, entityId))) throw conflict('This row has been restored already.');
  if (kind.owner) {
    const owner = RESTORABLE[kind.owner.entity].table;
    if (!(await exists(tx, owner, eq(owner.id, before[kind.owner.key] as number)))) {
      throw conflict(`Its ${kind.owner.entity} is deleted too: restore the ${kind.owner.entity} first.`);
    }
  }
  if (kind.unique) {
    const number = before[kind.unique.key] as string;
    const column = columns[camelCase(kind.unique.key)];
    if (await exists(tx, kind.table, eq(column, number))) throw conflict(`${kind.unique.label} ${number} has been used again since the deletion.`, kind.unique.key);
  }
  if (entity === 'citizen') {
    const sameName = sql`${citizens.mobile} = ${before.mobile as string} and lower(${citizens.name}) = lower(${before.name as string})`;
    if (await exists(tx, citizens, sameName)) {
      throw conflict(`A citizen ${before.name} with mobile number ${before.mobile} has been added again since the deletion.`, 'mobile');
    }
  }
}

/**
 * The column values of a before-image: its timestamps as dates, no document once that was removed for good, its
 * links to rows deleted since left empty (RestorableKind.links).
 */
function imageValues(entity: RowEntity, before: Image, keptFiles: Set<string>): Image {
  const kind = rowKind(entity);
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(kind.table) as Record<string, AnyPgColumn>)) {
    const value = before[snakeCase(key)];
    if (value === undefined || column.generated) continue;
    values[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  if (typeof values.filePath === 'string' && !keptFiles.has(values.filePath)) values.filePath = null;
  return { ...values, ...kind.links?.(values), ...('updatedAt' in values && { updatedAt: new Date() }) };
}

/**
 * POST /audit/{id}/restore: brings back a deleted citizen (with its licences, vehicles and records), a vehicle deleted
 * with its records, or one deleted row, and the renewals and notes deleted with them, from the before-images, in one
 * transaction, each restored row audited. The documents still kept come back;
 * rows whose documents were removed for good come back without them (`files_missing` says how many).
 */
export async function restoreFromAudit(db: Db, actorId: number, auditId: number): Promise<RestoreAnswer> {
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(auditLog).where(eq(auditLog.id, auditId)).for('update');
    if (!entry) throw notFound();
    if (entry.action !== 'delete' || !isRestorable(entry.entity) || !entry.before) {
      throw new HttpError(422, 'Only a deleted citizen, license, vehicle or record can be restored.');
    }
    const rows = await deletedTogether(tx, { entity: entry.entity, entityId: entry.entityId, before: entry.before as Image, id: entry.id });
    const keptFiles = await reclaimDeletedFiles(tx, rows.map((row) => row.before.file_path as string | null));
    let filesMissing = 0;
    let restored: Image = {};
    for (const group of byKind(rows)) {
      for (const row of group) await checkRestorable(tx, row);
      const { entity } = group[0];
      // The documents' triggers have made their renewals anew (as Due, unassigned): the deleted ones take their place.
      if (entity === 'renewal') await clearRemadeRenewals(tx, group.map((row) => row.before));
      const values = group.map((row) => imageValues(entity, row.before, keptFiles));
      filesMissing += group.filter((row, index) => row.before.file_path && !values[index].filePath).length;
      const inserted = await tx.insert(rowKind(entity).table).values(values as never[]).returning();
      for (const row of inserted as { id: number }[]) {
        const after = rowJson(row);
        delete after.search_text;
        await audit(tx, { actorId, action: 'restore', entity, entityId: row.id, after });
        if (entity === entry.entity && row.id === entry.entityId) restored = after;
      }
      if (entity === 'renewal') await followRestoredRenewals(tx, group.map((row) => row.before));
    }
    const message = filesMissing
      ? `Restored. ${filesMissing} document(s) had been removed for good and did not come back.`
      : 'Restored.';
    return { message, entity: entry.entity, row: restored, restored_rows: rows.length, files_missing: filesMissing };
  });
}
