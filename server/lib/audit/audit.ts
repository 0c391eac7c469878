import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { auditLog, vehicles } from '../../db/schema/index.js';

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction;
  entity: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
}

type Image = { citizen_id?: number | null; vehicle_id?: number | null } | null | undefined;

/**
 * The citizen an entry belongs to (its History): a citizen itself, the owner of a licence or vehicle, the vehicle's
 * owner for a record (read in the same statement, before the vehicle may be deleted); none for other rows.
 */
function citizenOf({ entity, entityId, before, after }: AuditEntry): number | SQL | null {
  if (entity === 'citizen') return entityId;
  const image = (after ?? before) as Image;
  if (typeof image?.citizen_id === 'number') return image.citizen_id;
  if (typeof image?.vehicle_id === 'number') return sql`(select ${vehicles.citizenId} from ${vehicles} where ${vehicles.id} = ${image.vehicle_id})`;
  return null;
}

/** Writes one audit row; pass the transaction so the row lands with the change it describes. */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, citizenId: citizenOf(entry), before: entry.before ?? null, after: entry.after ?? null });
}
