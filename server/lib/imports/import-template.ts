import { IMPORT_FIELDS, IMPORT_FORMAT_NOTES } from '../../../common/import-fields.js';

/**
 * GET /imports/template: sheet 'Citizens' with the field names in row 1 (each with a note: English / Hindi label and
 * format) and one example row; sheet 'Help' lists every field with its labels, whether required and its format.
 * exceljs (some 28 MB resident) is loaded on the first download, not with the server.
 */
export async function importTemplate(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Citizens', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(IMPORT_FIELDS.map((field) => field.name));
  // Dates written as text, so they read the same in every locale's Excel.
  sheet.addRow(IMPORT_FIELDS.map((field) => field.example || null));
  IMPORT_FIELDS.forEach((field, index) => {
    const cell = sheet.getRow(1).getCell(index + 1);
    cell.font = { bold: true };
    cell.note = `${field.en} / ${field.hi}, ${IMPORT_FORMAT_NOTES[field.format]}${field.required ? ' (required)' : ''}`;
    sheet.getColumn(index + 1).width = Math.max(14, field.name.length + 2);
    sheet.getColumn(index + 1).numFmt = '@';
  });
  const help = workbook.addWorksheet('Help');
  help.addRow(['field', 'English', 'हिन्दी', 'required', 'format']).font = { bold: true };
  for (const field of IMPORT_FIELDS) {
    const required = field.group === 'citizen' ? (field.required ? 'yes' : 'no') : field.required ? `with any ${field.group} field` : 'no';
    help.addRow([field.name, field.en, field.hi, required, IMPORT_FORMAT_NOTES[field.format]]);
  }
  help.columns.forEach((column) => (column.width = 28));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
