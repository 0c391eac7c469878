import { sql } from 'drizzle-orm';
import { IMPORT_MAX_ROWS } from '../../../common/import-fields.js';
import type { Db, Tx } from '../../db/client.js';
import { ImportFileError, columnLetter, type Cell } from './cells.js';
import { sheetRows, type SheetKind, type SheetRow } from './sheet-rows.js';

/** Rows sent to the database per statement. */
export const STAGE_BATCH = 1000;

const NO_HEADER = 'The first row must hold the column headers (such as name, mobile); it is empty or holds data.';
/** A header cell that reads as data: a number, a date, a mobile or document number. */
const looksLikeData = (cell: Cell | undefined) =>
  cell === undefined || typeof cell !== 'string' || /^[+\d][\d\s/.:-]*$/.test(cell.trim());

/** The file's header row: texts, none repeated; an empty header names its column ('Column D'). */
function headersOf(row: SheetRow | undefined): string[] {
  if (!row || row.number !== 1 || row.cells.every((cell) => cell === undefined)) throw new ImportFileError(NO_HEADER);
  const last = row.cells.findLastIndex((cell) => cell !== undefined);
  const cells = row.cells.slice(0, last + 1);
  if (cells.filter((cell) => cell !== undefined).some(looksLikeData)) throw new ImportFileError(NO_HEADER);
  const headers = cells.map((cell, index) => (cell === undefined ? `Column ${columnLetter(index + 1)}` : String(cell).trim()));
  const seen = new Map<string, number>();
  headers.forEach((header, index) => {
    const earlier = seen.get(header.toLowerCase());
    if (earlier !== undefined) {
      throw new ImportFileError(`Column ${columnLetter(index + 1)} repeats the header '${header}' of column ${columnLetter(earlier + 1)}; give each column its own header.`);
    }
    seen.set(header.toLowerCase(), index);
  });
  return headers;
}

async function insertBatch(db: Tx | Db, importId: number, batch: { row_no: number; data: Record<string, Cell> }[]) {
  await db.execute(sql`insert into import_rows (import_id, row_no, data)
    select ${importId}, r.row_no, r.data from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(row_no int, data jsonb)`);
}

export interface StagedFile {
  headers: string[];
  rows: number;
}

/**
 * Reads the sheet row by row into `import_rows` (cells by header, empty cells and rows left out), a batch at a time,
 * so a file is never held whole. Refuses a file without a header row, without data rows, or over the row limit.
 * `onHeaders` runs once the headers are known, before the first row is written.
 */
export async function stageRows(db: Tx, importId: number, file: string, kind: SheetKind, onHeaders: (headers: string[]) => Promise<void>): Promise<StagedFile> {
  const rows = sheetRows(file, kind);
  const first = await rows.next();
  const headers = headersOf(first.done ? undefined : first.value);
  await onHeaders(headers);
  let batch: { row_no: number; data: Record<string, Cell> }[] = [];
  let count = 0;
  for await (const row of rows) {
    const data: Record<string, Cell> = {};
    row.cells.forEach((cell, index) => {
      if (cell !== undefined && index < headers.length) data[headers[index]] = cell;
    });
    if (Object.keys(data).length === 0) continue;
    count += 1;
    if (count > IMPORT_MAX_ROWS) throw new ImportFileError(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`);
    batch.push({ row_no: row.number, data });
    if (batch.length === STAGE_BATCH) {
      await insertBatch(db, importId, batch);
      batch = [];
    }
  }
  if (batch.length) await insertBatch(db, importId, batch);
  if (count === 0) throw new ImportFileError('The file has no rows below its header row.');
  return { headers, rows: count };
}
