import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { stringify, type Stringifier } from 'csv-stringify';
import type { Db } from '../db/client.js';
import { documentInquiries } from '../db/schema/index.js';
import { newestFirst } from './desk-lists.js';
import type { InquiryStatus } from './document-inquiries.js';

/** The CSV's columns: header label and the row key. */
export const INQUIRY_CSV_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'vehicle_no', header: 'Vehicle No' },
  { key: 'document_type', header: 'Document Types' },
  { key: 'status', header: 'Status' },
  { key: 'created_at', header: 'Submitted At' },
];

/** Rows fetched from the cursor at a time. */
const BATCH = 500;

/** Resolves once the CSV may take more (false: the client went away). */
async function roomFor(csv: Stringifier): Promise<boolean> {
  if (csv.destroyed) return false;
  if (csv.writableNeedDrain) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
  return !csv.destroyed;
}

/**
 * GET /admin/document-inquiries/export: the (status-filtered) inquiries, newest first, as CSV (UTF-8 with a BOM and a
 * header row). The rows come from a database cursor in a read-only transaction, a batch at a time as the client reads,
 * so a million inquiries never sit in memory; the same code runs on PostgreSQL and PGlite.
 */
export function inquiriesCsv(db: Db, status?: InquiryStatus): Stringifier {
  const csv = stringify({ header: true, bom: true, columns: INQUIRY_CSV_COLUMNS, cast: { date: (value) => value.toISOString() } });
  const where = status ? sql`where ${documentInquiries.status} = ${status}` : sql``;
  const [byCreated, byId] = newestFirst(documentInquiries);
  const stream = db.transaction(
    async (tx) => {
      await tx.execute(sql`declare inquiry_export no scroll cursor for
        select id, name, phone, vehicle_no, array_to_string(document_types, ', ') as document_type, status, created_at
        from ${documentInquiries} ${where} order by ${byCreated}, ${byId}`);
      for (;;) {
        const { rows } = (await tx.execute(sql.raw(`fetch ${BATCH} from inquiry_export`))) as unknown as { rows: object[] };
        for (const row of rows) {
          if (!(await roomFor(csv))) return;
          csv.write(row);
        }
        if (rows.length < BATCH) return;
      }
    },
    { accessMode: 'read only' },
  );
  stream.then(() => csv.destroyed || csv.end(), (error: Error) => csv.destroy(error));
  return csv;
}
