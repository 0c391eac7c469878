import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { citizens, renewals, vehicles } from '../../db/schema/index.js';
import { RECORD_TYPES } from '../../schemas/records.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { audit } from '../audit/audit.js';
import { keepDeletedFiles } from '../storage/deleted-files.js';
import { logDeletedRenewals } from './document-renewals.js';
import { rowJson } from './row-json.js';

type Deleted = { id: number; filePath?: string | null };

/**
 * A delete of rows with what hangs on them in one transaction: each row audit-logged with its full before-image (all
 * in one statement time, which tells a restore what went together), the renewals of their documents (and the notes)
 * audited before the delete that takes them along, their documents kept for DELETED_FILES_DAYS.
 */
function cascade(tx: Tx, actorId: number) {
  const filePaths: string[] = [];
  const logDeleted = async (entity: string, rows: Deleted[]) => {
    for (const row of rows) {
      await audit(tx, { actorId, action: 'delete', entity, entityId: row.id, before: rowJson(row) });
      if (row.filePath) filePaths.push(row.filePath);
    }
  };
  return {
    logDeleted,
    /** The vehicles `which` selects, with every compliance record; answers how many records went. */
    async deleteVehicles(which: SQL) {
      const vehicleIds = (await tx.select({ id: vehicles.id }).from(vehicles).where(which)).map((v) => v.id);
      if (!vehicleIds.length) return 0;
      await logDeletedRenewals(tx, actorId, inArray(renewals.vehicleId, vehicleIds));
      let records = 0;
      for (const { table, entity } of RECORD_TYPES) {
        const deleted = await tx.delete(table).where(inArray(table.vehicleId, vehicleIds)).returning();
        await logDeleted(entity, deleted);
        records += deleted.length;
      }
      await logDeleted('vehicle', await tx.delete(vehicles).where(inArray(vehicles.id, vehicleIds)).returning());
      return records;
    },
    keepFiles: () => keepDeletedFiles(tx, filePaths),
  };
}

/** Deletes a citizen with its licences, vehicles, every compliance record and their renewals (see `cascade`). */
export async function deleteCitizenWithRecords(db: Db, actorId: number, citizenId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.select({ id: citizens.id }).from(citizens).where(eq(citizens.id, citizenId)).for('update');
    const deleting = cascade(tx, actorId);
    await logDeletedRenewals(tx, actorId, and(eq(renewals.citizenId, citizenId), isNull(renewals.vehicleId)));
    await deleting.deleteVehicles(eq(vehicles.citizenId, citizenId));
    for (const { table, entity } of LICENCE_KINDS) {
      await deleting.logDeleted(entity, await tx.delete(table).where(eq(table.citizenId, citizenId)).returning());
    }
    await deleting.logDeleted('citizen', await tx.delete(citizens).where(eq(citizens.id, citizenId)).returning());
    await deleting.keepFiles();
  });
}

/**
 * DELETE /vehicles/{id}?with_records=1 (an admin): the vehicle with every compliance record and their renewals, in one
 * transaction (see `cascade`); the vehicle's delete entry restores them all. Answers how many records went.
 */
export async function deleteVehicleWithRecords(db: Db, actorId: number, vehicleId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
    const deleting = cascade(tx, actorId);
    const records = await deleting.deleteVehicles(eq(vehicles.id, vehicleId));
    await deleting.keepFiles();
    return records;
  });
}
