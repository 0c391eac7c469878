import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { HttpError } from '../http/http-errors.js';
import { isoTime } from '../citizens/row-json.js';
import { parseReference, REFERENCE_KINDS } from './references.js';
import type { Tracked } from '../../../common/tracking.js';

export const NO_REQUEST_FOUND = 'No request found for this reference and mobile number.';

/**
 * GET /track: a request or inquiry by its reference and the mobile it was sent with, with the statuses it went through
 * (its audit rows: the one of its creation and each change of status; a row written without them, by the demo seed,
 * shows its status since its last change). Nothing else of the row is answered.
 *
 * A wrong mobile, an unknown reference and text that is no reference answer the same 404 after the same work: one
 * statement, a lookup of the reference's unique index with the mobile as a further condition.
 */
export async function trackRequest(db: Db, typedReference: string, mobile: string): Promise<Tracked> {
  const parsed = parseReference(typedReference);
  const { kind, table, phone } = REFERENCE_KINDS[parsed?.kind ?? 'SR'];
  const { entity, after, before } = auditLog;
  const statusChanges = sql`select json_agg(json_build_object('status', ${after} ->> 'status', 'at', ${isoTime(auditLog.createdAt)})
      order by ${auditLog.createdAt}, ${auditLog.id})
    from ${auditLog} where ${entity} = ${kind} and ${auditLog.entityId} = ${table.id} and ${after} ? 'status'
      and (${before} is null or ${before} ->> 'status' is distinct from ${after} ->> 'status')`;
  const [found] = await queryRows<Tracked>(
    db,
    sql`select ${table.reference} as reference, ${kind}::text as kind, ${table.status} as status,
        ${isoTime(table.createdAt)} as submitted_at,
        coalesce((${statusChanges}), json_build_array(json_build_object('status', ${table.status}, 'at', ${isoTime(table.updatedAt)}))) as history
      from ${table} where ${table.reference} = ${parsed?.reference ?? typedReference} and ${phone} = ${mobile}`,
  );
  if (!found) throw new HttpError(404, NO_REQUEST_FOUND);
  return found;
}
