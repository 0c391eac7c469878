import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { citizenNames, citizens } from '../../db/schema/index.js';
import { containsText } from './text-search.js';

/**
 * A search for a full name through citizen_names (migration 0037): a term holding a space is only ever found in a name,
 * a relation's or a father's name (an email holds no space, a term no line break), each of which search_text holds
 * whole (255 characters each, within its 800). So the citizens whose search_text contains the term are exactly those
 * holding one of the values of citizen_names that contain it, and when those values are few, each value's newest
 * citizens are a short walk of a name index ('kamal sahu': 24 ms through the trigram index, under 1 ms this way).
 */

/** At most this many values are read by the name indexes (a walk each per name column); more go to the trigram index. */
const FEW_VALUES = 8;

/** The columns whose lowered values citizen_names holds, each with a newest-first index (citizens_*_name*_idx). */
export const NAME_COLUMNS = [citizens.name, citizens.relationName, citizens.fatherName];

/** The values of citizen_names containing `q` (any case), or null when `q` is not a full name's term or too many do. */
export async function namesContaining(db: Db, q: string): Promise<string[] | null> {
  if (!q.includes(' ') || q.includes('\n')) return null;
  const rows = await queryRows<{ value: string }>(
    db,
    sql`select ${citizenNames.value} from ${citizenNames} where ${containsText(citizenNames.value, q)} limit ${FEW_VALUES + 1}`,
  );
  return rows.length > FEW_VALUES ? null : rows.map((row) => row.value);
}

/** The citizen's name is one of `values` (lowered), read by citizens_name_prefix_idx. */
export const nameIsOneOf = (values: string[]): SQL =>
  values.length ? sql`lower(${citizens.name}) in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})` : sql`false`;
