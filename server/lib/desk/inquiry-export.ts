import { once } from 'node:events';
import { and, or, sql } from 'drizzle-orm';
import { stringify, type Stringifier } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import { documentInquiries } from '../../db/schema/index.js';
import { INQUIRY_DOCUMENT_WORDS } from '../../../common/options.js';
import { newestFirst } from './desk-lists.js';
import { inquiryMatches } from './desk-search.js';
import type { InquiryStatus } from './document-inquiries.js';
import { csvWord } from '../i18n/csv.js';
import type { Language } from '../i18n/index.js';

/** The CSV's columns: the row key and the header's English. */
export const INQUIRY_CSV_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'reference', header: 'Reference' },
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

interface ExportedRow {
  id: number;
  reference: string;
  name: string;
  phone: string;
  vehicle_no: string | null;
  document_types: string[];
  status: string;
  created_at: string;
}

/** A row as the CSV shows it in `language`: status and document types by their words. */
const csvRow = (row: ExportedRow, language: Language) => ({
  ...row,
  status: csvWord(row.status[0].toUpperCase() + row.status.slice(1), language),
  document_type: row.document_types
    .map((type) => csvWord(INQUIRY_DOCUMENT_WORDS[type as keyof typeof INQUIRY_DOCUMENT_WORDS] ?? type, language))
    .join(', '),
});

export interface InquiryExport {
  status?: InquiryStatus;
  q?: string;
  language: Language;
}

/**
 * GET /admin/document-inquiries/export: the inquiries the desk shows (its status filter and search), newest first, as
 * CSV (UTF-8 with a BOM and a header row) in the caller's language, submitted times in IST as dd-mm-yyyy HH:mm. The rows
 * come from a database cursor in a read-only transaction, a batch at a time as the client reads, so a million inquiries
 * never sit in memory; the same code runs on PostgreSQL and PGlite.
 */
export function inquiriesCsv(db: Db, { status, q, language }: InquiryExport): Stringifier {
  const columns = INQUIRY_CSV_COLUMNS.map(({ key, header }) => ({ key, header: csvWord(header, language) }));
  const csv = stringify({ header: true, bom: true, columns });
  const filter = and(status ? sql`${documentInquiries.status} = ${status}` : undefined, q?.trim() ? or(...inquiryMatches(q)) : undefined);
  const [byCreated, byId] = newestFirst(documentInquiries);
  const stream = db.transaction(
    async (tx) => {
      // India keeps +05:30 all year: no time-zone database needed (PGlite has none to rely on).
      await tx.execute(sql`declare inquiry_export no scroll cursor for
        select id, reference, name, phone, vehicle_no, document_types, status,
          to_char(created_at at time zone interval '+05:30', 'DD-MM-YYYY HH24:MI') as created_at
        from ${documentInquiries} ${filter ? sql`where ${filter}` : sql``} order by ${byCreated}, ${byId}`);
      for (;;) {
        const { rows } = (await tx.execute(sql.raw(`fetch ${BATCH} from inquiry_export`))) as unknown as { rows: ExportedRow[] };
        for (const row of rows) {
          if (!(await roomFor(csv))) return;
          csv.write(csvRow(row, language));
        }
        if (rows.length < BATCH) return;
      }
    },
    { accessMode: 'read only' },
  );
  stream.then(() => csv.destroyed || csv.end(), (error: Error) => csv.destroy(error));
  return csv;
}
