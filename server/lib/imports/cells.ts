/** One cell of an uploaded sheet as staged: text, a number, true or false (dates already yyyy-mm-dd text). */
export type Cell = string | number | boolean;

/** Thrown for a file the import refuses as a whole; `status` 422 unless said (413 for a file too large). */
export class ImportFileError extends Error {
  constructor(message: string, readonly status = 422) {
    super(message);
  }
}

/** 'A', 'B', … 'Z', 'AA'… for a 1-based column number. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const formulaMessage = (row: number, column: number) =>
  `Row ${row}, column ${columnLetter(column)} holds a formula; paste values only.`;
const errorMessage = (row: number, column: number, error: string) =>
  `Row ${row}, column ${columnLetter(column)} holds the error ${error}; correct it or clear the cell.`;

const EXCEL_ERRORS = new Set(['#N/A', '#REF!', '#VALUE!', '#DIV/0!', '#NAME?', '#NULL!', '#NUM!', '#SPILL!', '#CALC!', '#GETTING_DATA']);
/** A formula as a CSV holds it when a sheet was saved with formulas shown: '=SUM(A1:A3)', '=B2+1'. */
const CSV_FORMULA = /^=\s*(?:[A-Z][A-Z0-9.]*\s*\(|\$?[A-Z]{1,3}\$?[0-9]+)/i;

/** yyyy-mm-dd of an Excel date cell (exceljs reads it as midnight UTC of the day shown). */
const dayOf = (value: Date) => (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10));

/**
 * A cell of an .xlsx sheet as staged (undefined when empty). A formula or an error cell refuses the file, naming it.
 */
export function xlsxCell(value: unknown, row: number, column: number): Cell | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return dayOf(value);
  const object = value as Record<string, unknown>;
  if ('formula' in object || 'sharedFormula' in object) throw new ImportFileError(formulaMessage(row, column));
  if ('error' in object) throw new ImportFileError(errorMessage(row, column, String(object.error)));
  if (Array.isArray(object.richText)) return xlsxCell((object.richText as { text: string }[]).map((part) => part.text).join(''), row, column);
  if ('text' in object) return xlsxCell(object.text, row, column);
  return undefined;
}

/** A cell of a CSV as staged (undefined when empty): a formula or an Excel error written out refuses the file. */
export function csvCell(value: string, row: number, column: number): Cell | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (CSV_FORMULA.test(text)) throw new ImportFileError(formulaMessage(row, column));
  if (EXCEL_ERRORS.has(text.toUpperCase())) throw new ImportFileError(errorMessage(row, column, text));
  return value;
}
