import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { citizens, renewals, vehicles } from '../../db/schema/index.js';
import { RECORD_TYPES } from '../../schemas/records.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { audit } from '../audit/audit.js';
import { keepDeletedFiles } from '../storage/deleted-files.js';
import { logDeletedRenewals } from '../audit-trail/follow-up.js';
import { rowJson } from './row-json.js';

type Deleted = { id: number; filePath?: string | null };

/**
 * Deletes a citizen with its licences, vehicles, every compliance record and their renewals in one transaction, each
 * row audit-logged with its full before-image (all in one statement time, which tells a restore what went together);
 * their documents are kept for DELETED_FILES_DAYS.
 */
export async function deleteCitizenWithRecords(db: Db, actorId: number, citizenId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.select({ id: citizens.id }).from(citizens).where(eq(citizens.id, citizenId)).for('update');
    const filePaths: string[] = [];
    const logDeleted = async (entity: string, rows: Deleted[]) => {
      for (const row of rows) {
        await audit(tx, { actorId, action: 'delete', entity, entityId: row.id, before: rowJson(row) });
        if (row.filePath) filePaths.push(row.filePath);
      }
    };
    // The renewals of its documents (and their notes) go with them: audited first, so a restore brings them back.
    await logDeletedRenewals(tx, actorId, eq(renewals.citizenId, citizenId));
    const vehicleIds = (await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.citizenId, citizenId))).map((v) => v.id);
    if (vehicleIds.length) {
      for (const { table, entity } of RECORD_TYPES) {
        await logDeleted(entity, await tx.delete(table).where(inArray(table.vehicleId, vehicleIds)).returning());
      }
    }
    await logDeleted('vehicle', await tx.delete(vehicles).where(eq(vehicles.citizenId, citizenId)).returning());
    for (const { table, entity } of LICENCE_KINDS) {
      await logDeleted(entity, await tx.delete(table).where(eq(table.citizenId, citizenId)).returning());
    }
    await logDeleted('citizen', await tx.delete(citizens).where(eq(citizens.id, citizenId)).returning());
    await keepDeletedFiles(tx, filePaths);
  });
}
