import { sql } from 'drizzle-orm';
import { IMPORT_MAX_ROWS } from '../../../common/import-fields.js';
import type { Db, Tx } from '../../db/client.js';
import { ImportFileError, columnLetter, type Cell } from './cells.js';
import { guessField } from './mapping.js';
import { sheetRows, type SheetRow, type SheetSource } from './sheet-rows.js';

/** Rows sent to the database per statement. */
export const STAGE_BATCH = 1000;

/** Rows read before the header row is found or chosen (titles, a blank line or two above the headers). */
export const HEADER_SCAN_ROWS = 20;
/** Of those, how many the upload's answer shows for choosing the header row. */
const TOP_ROWS_SHOWN = 10;

const NO_HEADER = `None of the first ${HEADER_SCAN_ROWS} rows holds column headers (such as name, mobile); choose the header row.`;
const notHeaderRow = (row: number) => `Row ${row} holds no column headers; choose the row with the headers.`;
/** A header cell that reads as data: a number, a date, a mobile or document number. */
const looksLikeData = (cell: Cell | undefined) =>
  cell === undefined || typeof cell !== 'string' || /^[+\d][\d\s/.:-]*$/.test(cell.trim());

const filled = (row: SheetRow) => row.cells.filter((cell) => cell !== undefined);
/** Headers only: two cells or more, every one a text that does not read as data. */
const holdsHeaders = (row: SheetRow) => filled(row).length >= 2 && !filled(row).some(looksLikeData);
/** How many fields a row's cells name as headers. */
const knownFields = (row: SheetRow) => new Set(filled(row).map((cell) => guessField(String(cell))).filter(Boolean)).size;

/**
 * The header row among the first rows: the one chosen (by its number), else the first naming two known fields or
 * more ('Mob No.', 'वाहन मालिक का नाम'…), else the first holding only texts, so a title row above is passed over.
 */
function headerRowOf(top: SheetRow[], chosen: number | undefined): SheetRow {
  if (chosen !== undefined) {
    const row = top.find((candidate) => candidate.number === chosen);
    if (!row || filled(row).length === 0 || filled(row).some(looksLikeData)) throw new ImportFileError(notHeaderRow(chosen));
    return row;
  }
  const found = top.find((row) => knownFields(row) >= 2) ?? top.find(holdsHeaders);
  if (!found) throw new ImportFileError(NO_HEADER);
  return found;
}

/** The header row's texts, none repeated; an empty header names its column ('Column D'). */
function headersOf(row: SheetRow): string[] {
  const last = row.cells.findLastIndex((cell) => cell !== undefined);
  const headers = row.cells.slice(0, last + 1).map((cell, index) => (cell === undefined ? `Column ${columnLetter(index + 1)}` : String(cell).trim()));
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

/** One of the file's first rows as the upload shows it for choosing the header row: its number and its cells as text. */
export interface TopRow {
  row: number;
  cells: string[];
}
const topRow = (row: SheetRow): TopRow => ({ row: row.number, cells: row.cells.map((cell) => (cell === undefined ? '' : String(cell))) });

async function insertBatch(db: Tx | Db, importId: number, batch: { row_no: number; data: Record<string, Cell> }[]) {
  await db.execute(sql`insert into import_rows (import_id, row_no, data)
    select ${importId}, r.row_no, r.data from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(row_no int, data jsonb)`);
}

export interface StagedFile {
  headers: string[];
  headerRow: number;
  /** The first rows of the file, the header row among them, for choosing another. */
  topRows: TopRow[];
  rows: number;
}

/** The first rows of the sheet (up to HEADER_SCAN_ROWS, empty rows left out). */
async function firstRows(rows: AsyncGenerator<SheetRow>): Promise<SheetRow[]> {
  const top: SheetRow[] = [];
  while (top.length < HEADER_SCAN_ROWS) {
    const next = await rows.next();
    if (next.done) break;
    if (filled(next.value).length) top.push(next.value);
  }
  return top;
}

/**
 * Reads the sheet row by row into `import_rows` (cells by header, empty cells and rows left out), a batch at a time,
 * so a file is never held whole. The header row is the chosen one or found among the first rows; the rows above it
 * (a title) are left out. Refuses a file without a header row, without data rows, or over the row limit.
 * `onHeaders` runs once the headers are known, before the first row is written.
 */
export async function stageRows(
  db: Tx, importId: number, source: SheetSource, headerRow: number | undefined, onHeaders: (headers: string[], headerRow: number) => Promise<void>,
): Promise<StagedFile> {
  const rows = sheetRows(source);
  try {
    return await stageBelowHeader(db, importId, rows, headerRow, onHeaders);
  } finally {
    await rows.return(undefined);
  }
}

async function stageBelowHeader(
  db: Tx, importId: number, rows: AsyncGenerator<SheetRow>, headerRow: number | undefined, onHeaders: (headers: string[], headerRow: number) => Promise<void>,
): Promise<StagedFile> {
  const top = await firstRows(rows);
  const header = headerRowOf(top, headerRow);
  const headers = headersOf(header);
  await onHeaders(headers, header.number);
  let batch: { row_no: number; data: Record<string, Cell> }[] = [];
  let count = 0;
  const below = async function* () {
    yield* top.filter((row) => row.number > header.number);
    yield* rows;
  };
  for await (const row of below()) {
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
  return { headers, headerRow: header.number, topRows: top.slice(0, Math.max(TOP_ROWS_SHOWN, top.indexOf(header) + 2)).map(topRow), rows: count };
}
