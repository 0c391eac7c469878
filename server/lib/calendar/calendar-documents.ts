import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ExpiryDocumentType } from '../../../common/options.js';
import { queryRows, type Db } from '../../db/client.js';
import { citizens, currentDocuments as d, vehicles } from '../../db/schema/index.js';
import { caseOfType, reportOrder, SOURCE_TABLES } from '../reports/expiry-report.js';

/** A current document as a calendar event shows it. */
export interface CalendarDocument {
  doc_type: ExpiryDocumentType;
  record_id: number;
  citizen_id: number;
  expiry_date: string;
  owner_name: string;
  owner_mobile: string | null;
  vehicle_no: string | null;
  document_number: string | null;
}

/** The document's own number (a tax has none), read from its source row by id. */
const documentNumber = caseOfType(({ key, numberColumn }) => {
  if (!numberColumn) return sql`null`;
  const table = SOURCE_TABLES[key] as PgTable & { id: AnyPgColumn };
  return sql`(select ${sql.identifier(numberColumn)} from ${table} where ${table.id} = ${d.recordId})`;
});

/**
 * The first `limit` current documents matching `where`, soonest expiry first: a walk of the expiry (or branch) index
 * in report order, then each row's owner, vehicle and number by primary key, so a state's 90 days cost only `limit` rows.
 */
export function calendarDocuments(db: Db, where: SQL | undefined, limit: number): Promise<CalendarDocument[]> {
  const order = sql.join(reportOrder, sql`, `);
  return queryRows<CalendarDocument>(
    db,
    sql`with page as (select * from ${d} where ${where ?? sql`true`} order by ${order} limit ${limit})
      select ${d.docType} as doc_type, ${d.recordId} as record_id, ${d.citizenId} as citizen_id, ${d.expiryDate}::text as expiry_date,
        ${citizens.name} as owner_name, ${citizens.mobile} as owner_mobile, ${vehicles.registrationNo} as vehicle_no,
        ${documentNumber} as document_number
      from page ${d} join ${citizens} on ${citizens.id} = ${d.citizenId} left join ${vehicles} on ${vehicles.id} = ${d.vehicleId}
      order by ${order}`,
  );
}
