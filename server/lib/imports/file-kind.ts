import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { ImportFileError } from './cells.js';
import { NOT_A_SHEET, type SheetKind } from './sheet-rows.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEAD_BYTES = 64 * 1024;

/** Whether the bytes read as text: no NUL byte, valid UTF-8 (a character cut at the end of the sample allowed). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut < 4 && cut < head.length; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // A multi-byte character cut by the sample's end: try without its bytes.
    }
  }
  return false;
}

/** What the uploaded file is, from its content (never its name): an .xlsx workbook or a CSV text; else refused. */
export async function fileKind(file: string, bytes: number): Promise<SheetKind> {
  if (bytes === 0) throw new ImportFileError('The file is empty.');
  const detected = await fileTypeFromFile(file);
  // A large workbook may read as a plain zip (its parts in another order): the reader then tells whether it is one.
  if (detected?.mime === XLSX_MIME || detected?.mime === 'application/zip') return 'xlsx';
  if (detected) throw new ImportFileError(NOT_A_SHEET);
  const handle = await open(file);
  try {
    const head = Buffer.alloc(Math.min(bytes, HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    if (!isText(head)) throw new ImportFileError(NOT_A_SHEET);
  } finally {
    await handle.close();
  }
  return 'csv';
}
