import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Transform, type TransformCallback } from 'node:stream';
import { Worker } from 'node:worker_threads';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { csvCell, ImportFileError, type Cell } from './cells.js';

/** A row of the uploaded sheet: its number as the spreadsheet shows it (1 = first row) and its cells, column A first. */
export interface SheetRow {
  number: number;
  cells: (Cell | undefined)[];
}

export type SheetKind = 'csv' | 'xlsx';
/**
 * A CSV's text encoding, as found in its bytes: UTF-8 (with or without a BOM), Windows-1252 (Excel on Windows saves
 * "CSV (Comma delimited)" so: 'Sāhu' cannot be written, but '₹', 'é' and curly quotes are), or UTF-16 ("Unicode Text").
 */
export type TextEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
/** An uploaded sheet: its file, its kind and, for a CSV, its encoding. */
export interface SheetSource {
  file: string;
  kind: SheetKind;
  encoding?: TextEncoding;
}

/**
 * The worker's script: built beside the bundled server (server/build.ts) as plain JavaScript; from the sources (tests,
 * scripts) loaded through tsx as the server's own modules are (a worker takes no `--import`).
 */
function workerScript(): { script: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { script: new URL('./xlsx-worker.js', import.meta.url), eval: false };
  const tsxApi = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs');
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsxApi).href)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./xlsx-worker.ts', import.meta.url).href)}); })`;
  return { script: bootstrap, eval: true };
}

/** The worker thread's heap: enough for the reader's caches (shared strings, styles) and its garbage. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/**
 * The rows of the first sheet of an .xlsx file, read as a stream in a worker thread (xlsx-worker.ts) with a heap of
 * its own, a batch at a time as they are taken.
 */
async function* xlsxRows(file: string): AsyncGenerator<SheetRow> {
  const { script, eval: evaluated } = workerScript();
  const worker = new Worker(script, { eval: evaluated, workerData: { file }, resourceLimits: WORKER_LIMITS });
  const messages: { rows?: SheetRow[]; done?: boolean; error?: string; refused?: boolean }[] = [];
  let wake: (() => void) | undefined;
  const arrived = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message) => {
    messages.push(message);
    arrived();
  });
  worker.on('error', (error: Error) => {
    messages.push({ error: error.message });
    arrived();
  });
  try {
    for (;;) {
      worker.postMessage('next');
      while (!messages.length) await new Promise<void>((resolve) => (wake = resolve));
      const message = messages.shift()!;
      if (message.error !== undefined) {
        throw new ImportFileError(message.refused && message.error !== 'no worksheet' ? message.error : NOT_A_SHEET);
      }
      yield* message.rows ?? [];
      if (message.done) return;
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * A stream of the text in `encoding` as UTF-8, a read chunk at a time (iconv-lite: Node's own TextDecoder reads
 * windows-1252 as Latin-1, losing '’' and '€'). No empty chunk goes out: the CSV parser guesses the separator from
 * the first one.
 */
function toUtf8(encoding: TextEncoding): Transform {
  const decoder = iconv.getDecoder(encoding);
  const send = (text: string | undefined, done: TransformCallback) => done(null, text ? Buffer.from(text) : undefined);
  return new Transform({ transform: (chunk: Buffer, _encoding, done) => send(decoder.write(chunk), done), flush: (done) => send(decoder.end(), done) });
}

/** The rows of a CSV (the separator guessed: comma, semicolon or tab), read as a stream, decoded from its encoding. */
async function* csvRows(file: string, encoding: TextEncoding = 'utf-8'): AsyncGenerator<SheetRow> {
  const text = encoding === 'utf-8' ? createReadStream(file) : createReadStream(file).pipe(toUtf8(encoding));
  const parser = text.pipe(Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false }));
  let number = 0;
  for await (const fields of parser as AsyncIterable<string[]>) {
    number += 1;
    if (number === 1 && fields[0]) fields[0] = fields[0].replace(/^\uFEFF/, '');
    yield { number, cells: fields.map((value, index) => csvCell(value, number, index + 1)) };
  }
}

/** The rows of an uploaded sheet; a file its parser cannot read is refused as not CSV or XLSX. */
export async function* sheetRows({ file, kind, encoding }: SheetSource): AsyncGenerator<SheetRow> {
  const rows = kind === 'xlsx' ? xlsxRows(file) : csvRows(file, encoding);
  try {
    yield* rows;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(NOT_A_SHEET);
  }
}

export const NOT_A_SHEET = 'The file must be a CSV file or an Excel workbook (.xlsx).';
