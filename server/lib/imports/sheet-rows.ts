import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { csvCell, ImportFileError, xlsxCell, type Cell } from './cells.js';

/** A row of the uploaded sheet: its number as the spreadsheet shows it (1 = first row) and its cells, column A first. */
export interface SheetRow {
  number: number;
  cells: (Cell | undefined)[];
}

export type SheetKind = 'csv' | 'xlsx';

/** The rows of the first sheet of an .xlsx file, read as a stream (shared strings and styles cached, so dates read as dates). */
async function* xlsxRows(file: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: (Cell | undefined)[] = [];
      for (let column = 1; column < values.length; column++) cells.push(xlsxCell(values[column], row.number, column));
      yield { number: row.number, cells };
    }
    return;
  }
  // A zip without a worksheet: not a workbook.
  throw new ImportFileError(NOT_A_SHEET);
}

/** The rows of a CSV (the separator guessed: comma, semicolon or tab), read as a stream. */
async function* csvRows(file: string): AsyncGenerator<SheetRow> {
  const parser = createReadStream(file).pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false }));
  let number = 0;
  for await (const fields of parser as AsyncIterable<string[]>) {
    number += 1;
    if (number === 1 && fields[0]) fields[0] = fields[0].replace(/^\uFEFF/, '');
    yield { number, cells: fields.map((value, index) => csvCell(value, number, index + 1)) };
  }
}

/** The rows of an uploaded sheet; a file its parser cannot read is refused as not CSV or XLSX. */
export async function* sheetRows(file: string, kind: SheetKind): AsyncGenerator<SheetRow> {
  const rows = kind === 'xlsx' ? xlsxRows(file) : csvRows(file);
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(NOT_A_SHEET);
  }
}

export const NOT_A_SHEET = 'The file must be a CSV file or an Excel workbook (.xlsx).';
