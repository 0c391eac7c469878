import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

const REPORT_BATCH = 5000;

interface ReportRow {
  row_no: number;
  outcome: string | null;
  citizen_id: number | null;
  errors: { field: string; message: string }[] | null;
  existing_id: number | null;
  dup_of: number | null;
  owner_row: number | null;
}

/** The outcome of a row and why: created, added (to an earlier row's owner), updated, skipped (which duplicate) or its errors. */
function reportLine(row: ReportRow): unknown[] {
  if (row.errors) return [row.row_no, 'error', '', row.errors.map((error) => `${error.field}: ${error.message}`).join(' ')];
  const duplicate = row.dup_of ? `Repeats row ${row.dup_of}.` : row.existing_id ? `Same as citizen ${row.existing_id}.` : '';
  const owner = row.owner_row && !duplicate ? `A vehicle of the owner of row ${row.owner_row}.` : '';
  return [row.row_no, row.outcome ?? '', row.citizen_id ?? '', duplicate || owner];
}

/** GET /imports/{id}/report: one CSV line per row (row, outcome, citizen_id, message), read a batch at a time. */
export function importReport(db: Db, importId: number): Readable {
  async function* lines() {
    yield stringify([['row', 'outcome', 'citizen_id', 'message']]);
    let after = 0;
    for (;;) {
      const rows = await queryRows<ReportRow>(
        db,
        sql`select row_no, outcome, citizen_id, errors, existing_id, dup_of, owner_row from import_rows
          where import_id = ${importId} and row_no > ${after} order by row_no limit ${REPORT_BATCH}`,
      );
      if (!rows.length) return;
      yield stringify(rows.map(reportLine));
      after = rows[rows.length - 1].row_no;
    }
  }
  return Readable.from(lines());
}
