import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, branches, citizens, users } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { camelCase, rowJson, snakeCase } from '../citizens/row-json.js';
import { conflict, HttpError, notFound } from '../http/http-errors.js';
import { reclaimDeletedFiles } from '../storage/deleted-files.js';
import { isRestorable, RESTORABLE, type RestorableEntity } from './restorable.js';

type Image = Record<string, unknown>;
type DeleteEntry = { entity: RestorableEntity; entityId: number; before: Image };

/** What a restore answers: the row brought back (API JSON) and what came with it. */
export interface RestoreAnswer {
  message: string;
  entity: string;
  row: Record<string, unknown>;
  /** Rows restored, the entry's own and, for a citizen, its licences, vehicles and records. */
  restored_rows: number;
  /** Documents removed for good since (DELETED_FILES_DAYS): their rows come back without them. */
  files_missing: number;
}

/**
 * The entries deleted with a citizen: one transaction, so one `created_at` (now() is the transaction's start), and
 * the citizen's; the citizen first, then its licences and vehicles, then their records.
 */
async function deletedTogether(tx: Tx, entry: DeleteEntry & { id: number }): Promise<DeleteEntry[]> {
  if (entry.entity !== 'citizen') return [entry];
  // Compared in the database: a JavaScript date would drop the timestamp's microseconds.
  const sameTime = sql`${auditLog.createdAt} = (select e.created_at from ${auditLog} e where e.id = ${entry.id})`;
  const rows = await tx
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.citizenId, entry.entityId), eq(auditLog.action, 'delete'), sameTime))
    .orderBy(asc(auditLog.id));
  const together = rows.filter((row) => isRestorable(row.entity)) as DeleteEntry[];
  return together.sort((a, b) => RESTORABLE[a.entity].rank - RESTORABLE[b.entity].rank);
}

const exists = async (tx: Tx, table: (typeof RESTORABLE)[RestorableEntity]['table'], where: SQL) =>
  (await tx.select({ id: table.id }).from(table).where(where).limit(1)).length > 0;

/** 409 when the row cannot come back as it was: it exists again, its owner is gone, or its unique number is taken. */
async function checkRestorable(tx: Tx, { entity, entityId, before }: DeleteEntry) {
  const kind = RESTORABLE[entity];
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
 * The column values of a before-image: its timestamps as dates, no document once that was removed for good; a
 * citizen's links to a user, branch or creator deleted since (or a user with another primary profile) left empty.
 */
function imageValues(entity: RestorableEntity, before: Image, keptFiles: Set<string>): Image {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(RESTORABLE[entity].table) as Record<string, AnyPgColumn>)) {
    const value = before[snakeCase(key)];
    if (value === undefined || column.generated) continue;
    values[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  if (typeof values.filePath === 'string' && !keptFiles.has(values.filePath)) values.filePath = null;
  if (entity === 'citizen') {
    const { userId, branchId, createdBy } = values as { userId?: number; branchId?: number; createdBy?: number };
    if (userId) values.userId = sql`(select ${users.id} from ${users} where ${users.id} = ${userId} and not exists (select 1 from ${citizens} where ${citizens.userId} = ${userId}))`;
    if (branchId) values.branchId = sql`(select ${branches.id} from ${branches} where ${branches.id} = ${branchId})`;
    if (createdBy) values.createdBy = sql`(select ${users.id} from ${users} where ${users.id} = ${createdBy})`;
  }
  return { ...values, updatedAt: new Date() };
}

/**
 * POST /audit/{id}/restore: brings back a deleted citizen (with its licences, vehicles and records) or one deleted
 * row from the before-images, in one transaction, each restored row audited. The documents still kept come back;
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
    for (const row of rows) {
      await checkRestorable(tx, row);
      const values = imageValues(row.entity, row.before, keptFiles);
      if (row.before.file_path && !values.filePath) filesMissing += 1;
      const [inserted] = await tx.insert(RESTORABLE[row.entity].table).values(values as never).returning();
      const after = rowJson(inserted as object);
      delete after.search_text;
      await audit(tx, { actorId, action: 'restore', entity: row.entity, entityId: row.entityId, after });
      if (row.entity === entry.entity && row.entityId === entry.entityId) restored = after;
    }
    const message = filesMissing
      ? `Restored. ${filesMissing} document(s) had been removed for good and did not come back.`
      : 'Restored.';
    return { message, entity: entry.entity, row: restored, restored_rows: rows.length, files_missing: filesMissing };
  });
}
