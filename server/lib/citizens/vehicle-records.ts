import { sql, type SQL } from 'drizzle-orm';
import { vehicles } from '../../db/schema/index.js';
import { RECORD_TYPES } from '../../schemas/records.js';

/**
 * A vehicle's `records`: how many compliance records it holds of each kind ({tax: 2, insurance: 1, …}), one probe of
 * each record table's vehicle index. They block its plain delete (409); the delete confirmation names them.
 */
export function recordCountsJson(vehicleId: SQL | typeof vehicles.id = vehicles.id): SQL {
  const counts = RECORD_TYPES.map(({ entity, table }) => sql`${entity}::text, (select count(*) from ${table} where ${table.vehicleId} = ${vehicleId})::int`);
  return sql`json_build_object(${sql.join(counts, sql`, `)})`;
}
