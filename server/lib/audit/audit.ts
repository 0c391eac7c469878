import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  actorId: number | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; pass the transaction so the row lands with the change it describes. */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
