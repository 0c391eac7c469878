import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { ImportFileError } from './cells.js';
import { NOT_A_SHEET, type SheetSource, type TextEncoding } from './sheet-rows.js';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEAD_BYTES = 64 * 1024;

/** Control characters no text sheet holds (tab, line feed, carriage return and Ctrl-Z at a DOS file's end aside). */
const BINARY = /[\x00-\x08\x0b\x0c\x0e-\x19\x1b-\x1f]/;

/** A UTF-16 byte order mark: Excel's "Unicode Text" is UTF-16 little-endian. */
function utf16Of(head: Buffer): TextEncoding | undefined {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** Whether the whole file is valid UTF-8, read as a stream (a CSV is at most 20 MB). */
async function isUtf8(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * What the uploaded file is, from its content (never its name): an .xlsx workbook, or a CSV text with its encoding:
 * UTF-8 when every byte reads so, else Windows-1252 (Excel on Windows) — or UTF-16 by its byte order mark. A file
 * with control bytes is neither and is refused.
 */
export async function fileKind(file: string, bytes: number): Promise<SheetSource> {
  if (bytes === 0) throw new ImportFileError('The file is empty.');
  const handle = await open(file);
  const head = Buffer.alloc(Math.min(bytes, HEAD_BYTES));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  // Before the content sniffing: a UTF-16 byte order mark reads as an MPEG audio frame to it.
  const utf16 = utf16Of(head);
  if (utf16) return { file, kind: 'csv', encoding: utf16 };
  const detected = await fileTypeFromBuffer(head);
  // A large workbook may read as a plain zip (its parts in another order): the reader then tells whether it is one.
  if (detected?.mime === XLSX_MIME || detected?.mime === 'application/zip') return { file, kind: 'xlsx' };
  if (detected || BINARY.test(head.toString('latin1'))) throw new ImportFileError(NOT_A_SHEET);
  return { file, kind: 'csv', encoding: (await isUtf8(file)) ? 'utf-8' : 'windows-1252' };
}
