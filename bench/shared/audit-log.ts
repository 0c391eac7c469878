import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.js';
import { LICENCE_KINDS } from '../../server/schemas/licences.js';
import { RECORD_TYPES } from '../../server/schemas/records.js';

/**
 * The audit log of an office that typed its data in: a create entry (with its after-image, at the row's own time) for
 * every citizen, licence, vehicle and record the seed wrote, so the audit cases of bench:api read a log of several
 * million rows at 1M citizens. Answers the entries written.
 */
export async function fillAuditLog(database: Database): Promise<number> {
  const owned: [string, string, string][] = [
    ['citizens', 'citizen', 't.id'],
    ...LICENCE_KINDS.map((kind): [string, string, string] => [getTableName(kind.table), kind.entity, 't.citizen_id']),
    ['vehicles', 'vehicle', 't.citizen_id'],
  ];
  let written = 0;
  const fill = async (table: string, entity: string, citizen: string, join = '') => {
    const result = await database.db.execute(
      sql.raw(`insert into audit_log (actor_id, action, entity, entity_id, citizen_id, after, created_at)
        select coalesce(${table === 'citizens' ? 't.created_by' : 'null'}, (select min(id) from users where role = 'admin')), 'create', '${entity}', t.id, ${citizen},
          to_jsonb(t) - 'search_text', t.created_at
        from ${table} t ${join}`),
    );
    written += (result as { rowCount?: number }).rowCount ?? 0;
  };
  for (const [table, entity, citizen] of owned) await fill(table, entity, citizen);
  for (const type of RECORD_TYPES) await fill(getTableName(type.table), type.entity, 'v.citizen_id', 'join vehicles v on v.id = t.vehicle_id');
  await database.db.execute(sql`analyze audit_log`);
  return written;
}
