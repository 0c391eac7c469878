import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { csvWord } from '../i18n/csv.js';
import { translate, type Language } from '../i18n/index.js';
import { importField } from './cell-values.js';
import type { CellError } from './row-errors.js';

const ERRORS_BATCH = 5000;
const HEADERS = ['Row', 'Column', 'Value', 'Field', 'Message'];

/** A field's label in the language (its import name when it has none, as 'branch' before a label). */
const fieldLabel = (name: string, language: Language) => {
  const field = importField(name);
  return field ? field[language === 'hi' ? 'hi' : 'en'] : name;
};

/**
 * GET /imports/{id}/errors: every error of the last check, one line each (the row as in the sheet, the file's own
 * column, the cell as written, the field and the message), as CSV in UTF-8 with a BOM (Excel opens Hindi right) in
 * the caller's language; read a batch of rows at a time.
 */
export function importErrorsCsv(db: Db, importId: number, language: Language): Readable {
  async function* lines() {
    yield `\uFEFF${stringify([HEADERS.map((header) => csvWord(header, language))])}`;
    let after = 0;
    for (;;) {
      const rows = await queryRows<{ row_no: number; errors: CellError[] }>(
        db,
        sql`select row_no, errors from import_rows where import_id = ${importId} and row_no > ${after} and errors is not null
          order by row_no limit ${ERRORS_BATCH}`,
      );
      if (!rows.length) return;
      yield stringify(rows.flatMap(({ row_no, errors }) =>
        errors.map((error) => [row_no, error.column ?? '', error.value ?? '', fieldLabel(error.field, language), translate(error.message, language)]),
      ));
      after = rows[rows.length - 1].row_no;
    }
  }
  return Readable.from(lines());
}
