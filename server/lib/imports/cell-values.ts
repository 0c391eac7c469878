import { choiceValue } from '../../../common/import-choices.js';
import { IMPORT_FIELDS, type ImportField } from '../../../common/import-fields.js';
import { todayInIndia } from '../../../common/rules.js';
import type { Cell } from './cells.js';
import type { Mapping } from './mapping.js';

const BY_NAME: ReadonlyMap<string, ImportField> = new Map(IMPORT_FIELDS.map((field) => [field.name, field]));
export const importField = (name: string) => BY_NAME.get(name);

/** Excel's day 0 (its serial numbers count days from 30 December 1899, with the 1900 leap-year bug). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial numbers from 1900-01-01 to 9999-12-31. */
const isSerial = (value: number) => value >= 2 && value < 2_958_466;
const fromSerial = (serial: number) => new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);

const pad = (value: string) => value.padStart(2, '0');

/**
 * The four-digit year of a two-digit one (dd-mm-yy). A birth date is in the past: 20yy unless that day is after
 * today, then 19yy ('85' is 1985, '05' 2005). Any other date (an issue, a start, an expiry) may lie ahead: the year
 * nearest this one, at most 50 years ahead ('46' is 2046, '98' 1998).
 */
export function fullYear(yy: string, month: string, day: string, birthDate: boolean, today = todayInIndia()): string {
  const thisYear = Number(today.slice(0, 4));
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + Number(yy);
  if (birthDate ? `${year}-${pad(month)}-${pad(day)}` > today : year > thisYear + 50) year -= 100;
  return String(year);
}

/**
 * A date cell as yyyy-mm-dd: an Excel date (staged as yyyy-mm-dd), an Excel serial number, or a text written
 * dd-mm-yyyy, dd/mm/yyyy, dd.mm.yyyy, the same with a two-digit year (dd/mm/yy, see `fullYear`) or yyyy-mm-dd.
 * Anything else is left as written, for the date rule to refuse.
 */
export function dateValue(cell: Cell, birthDate = false): Cell {
  if (typeof cell === 'number') return isSerial(cell) ? fromSerial(cell) : String(cell);
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  if (/^\d{1,7}(\.\d+)?$/.test(text) && isSerial(Number(text))) return fromSerial(Number(text));
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(text);
  if (dayFirst) {
    const [, day, month, year] = dayFirst;
    return `${year.length === 2 ? fullYear(year, month, day, birthDate) : year}-${pad(month)}-${pad(day)}`;
  }
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/.exec(text);
  if (yearFirst) return `${yearFirst[1]}-${pad(yearFirst[2])}-${pad(yearFirst[3])}`;
  return text;
}

const YES = new Set(['yes', 'y', 'true', '1', 'हाँ', 'हां']);
const NO = new Set(['no', 'n', 'false', '0', 'नहीं']);

/** A yes/no cell as true or false (yes, no, true, false, 1, 0, हाँ, नहीं); anything else as written. */
function flagValue(cell: Cell): Cell {
  if (typeof cell === 'boolean') return cell;
  const text = String(cell).trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return String(cell);
}

/** A cell as its field's form takes it: a date as yyyy-mm-dd, a flag as true or false, a choice as its list writes it, anything else as text. */
export function fieldValue(field: ImportField, cell: Cell): Cell {
  if (field.format === 'date') return dateValue(cell, field.name === 'dob');
  if (field.format === 'yes_no') return flagValue(cell);
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return String(cell);
  return field.format === 'choice' ? choiceValue(field.name, cell) : cell;
}

/** A staged row's cells by field, through the mapping; unmapped and empty cells left out. */
export function mappedValues(data: Record<string, Cell>, mapping: Mapping): Record<string, Cell> {
  const values: Record<string, Cell> = {};
  for (const [header, fieldName] of Object.entries(mapping)) {
    const cell = data[header];
    const field = fieldName ? importField(fieldName) : undefined;
    if (field && cell !== undefined && cell !== null && cell !== '') values[field.name] = fieldValue(field, cell);
  }
  return values;
}
