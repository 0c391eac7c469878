import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { ImportFileError, xlsxCell, type Cell } from './cells.js';

/**
 * Reads an .xlsx in a worker thread with a small heap of its own (xlsx-rows.ts starts it): the reader makes much
 * short-lived garbage, which in the server's heap would raise its peak memory by a hundred MB or more. Posts the rows
 * in batches, one batch per 'next' asked; then `{ done: true }`, or `{ error, refused }`.
 */
const ROWS_PER_MESSAGE = 500;
const port = parentPort!;

async function* rowsOf(file: string) {
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
    return true;
  }
  return false;
}

const asked = () => new Promise<void>((resolve) => port.once('message', () => resolve()));

async function run() {
  const rows = rowsOf(workerData.file as string);
  let batch = [];
  await asked();
  for (;;) {
    const next = await rows.next();
    if (next.done) {
      if (!next.value) throw new ImportFileError('no worksheet');
      break;
    }
    batch.push(next.value);
    if (batch.length === ROWS_PER_MESSAGE) {
      port.postMessage({ rows: batch });
      batch = [];
      await asked();
    }
  }
  port.postMessage({ rows: batch, done: true });
}

run().catch((error: unknown) => port.postMessage({ error: (error as Error).message, refused: error instanceof ImportFileError }));
