import { IMPORT_CHOICES } from '../../../common/import-choices.js';
import type { Cell } from './cells.js';
import { importField } from './cell-values.js';
import type { Mapping } from './mapping.js';
import type { RowError } from './row-check.js';

/** A row's error as the check lists it: the field, the file's own column and the cell as written. */
export interface CellError extends RowError {
  column: string | null;
  value: string | null;
}

/** yyyy-mm-dd naming a day of the calendar (not 1985-02-31). */
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

const SELECTED_INVALID = /^The selected (.+) is invalid\.$/;

/** What an error says about a cell: an unreadable date shows the cell and the format to use; a wrong choice lists the choices. */
function cellMessage(error: RowError, value: string | null, stored: Cell | undefined): string {
  const field = importField(error.field);
  if (field?.format === 'date' && value !== null && !(typeof stored === 'string' && isCalendarDate(stored))) {
    return `'${value}' is not a date; use dd-mm-yyyy.`;
  }
  const choices = IMPORT_CHOICES[error.field];
  const selected = SELECTED_INVALID.exec(error.message);
  if (choices && selected) return `The selected ${selected[1]} is invalid; use one of: ${choices.join(', ')}.`;
  return error.message;
}

/**
 * A row's errors with the file's column each field came from and the cell's value as written, so a user finds the
 * cell in their own sheet. `stored` is the row's values by field as the rules read them.
 */
export function cellErrors(errors: RowError[], data: Record<string, Cell>, mapping: Mapping, stored: Record<string, Cell>): CellError[] {
  const columnOf = new Map(Object.entries(mapping).filter(([, field]) => field).map(([column, field]) => [field!, column]));
  const seen = new Set<string>();
  return errors.flatMap((error) => {
    const column = columnOf.get(error.field) ?? null;
    const cell = column === null ? undefined : data[column];
    const value = cell === undefined || cell === null || cell === '' ? null : String(cell);
    const message = cellMessage(error, value, stored[error.field]);
    const key = `${error.field}|${message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ field: error.field, message, column, value }];
  });
}
