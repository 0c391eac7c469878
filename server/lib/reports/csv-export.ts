import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/client.js';
import type { ExportTable } from './export-tables.js';

/** Rows per keyset page on PGlite: a page is all the memory a table's export holds. */
const PAGE_ROWS = 2000;
const BOM = '\uFEFF';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The table under the alias `t`, so `t.<key>` orders by the stored key, not by its text output column. */
const source = (table: ExportTable) => `${quoted(table.name)} AS t`;
/** How India writes a date and a moment: 31-12-2026, 31-12-2026 17:30:00 (India's time, as every screen shows it). */
const WRITTEN = {
  date: (column: string) => `to_char(${column}, 'DD-MM-YYYY')`,
  moment: (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'DD-MM-YYYY HH24:MI:SS')`,
  localMoment: (column: string) => `to_char(${column}, 'DD-MM-YYYY HH24:MI:SS')`,
};

/**
 * Every value as PostgreSQL prints it (arrays, JSON alike on both databases), but dates dd-mm-yyyy and moments in
 * India's time (a timestamp without a zone is already the office's time).
 */
const textColumns = (table: ExportTable) =>
  table.columns
    .map((column) => {
      const format = table.formats[column];
      const value = format ? WRITTEN[format](`t.${quoted(column)}`) : `t.${quoted(column)}::text`;
      return `${value} AS ${quoted(column)}`;
    })
    .join(', ');

/** PostgreSQL: `COPY (SELECT …) TO STDOUT` through one pooled connection, read as the client reads. */
async function* copyChunks(database: Database, table: ExportTable): AsyncGenerator<Buffer> {
  const client = await database.pool!.connect();
  let finished = false;
  try {
    const copy = client.query(copyTo(`COPY (SELECT ${textColumns(table)} FROM ${source(table)} ORDER BY t.${quoted(table.key)}) TO STDOUT WITH (FORMAT csv, HEADER)`));
    yield* copy;
    finished = true;
  } finally {
    // A COPY stopped half-way leaves its connection mid-protocol: it is closed rather than reused.
    client.release(!finished);
  }
}

/** PGlite: keyset pages of PAGE_ROWS rows, each written as CSV lines. */
async function* pagedChunks(database: Database, table: ExportTable): AsyncGenerator<string> {
  yield `${Papa.unparse([table.columns])}\r\n`;
  const key = `t.${quoted(table.key)}`;
  const page = `SELECT ${textColumns(table)}, ${key} AS "__key" FROM ${source(table)}`;
  const order = `ORDER BY ${key} LIMIT ${PAGE_ROWS}`;
  let after: unknown;
  for (;;) {
    const { rows } = await database.pglite!.query<Record<string, unknown>>(
      after === undefined ? `${page} ${order}` : `${page} WHERE ${key} > $1 ${order}`,
      after === undefined ? [] : [after],
    );
    if (!rows.length) return;
    yield `${Papa.unparse(rows, { header: false, columns: table.columns })}\r\n`;
    after = rows[rows.length - 1].__key;
  }
}

/**
 * A table as CSV: UTF-8 with a byte-order mark and a header row, read from the database as the consumer reads
 * it, so memory stays flat at any size. Nothing is queried before the first read.
 */
export function tableCsv(database: Database, table: ExportTable): Readable {
  const body = database.kind === 'postgres' ? copyChunks(database, table) : pagedChunks(database, table);
  return Readable.from(
    (async function* () {
      yield Buffer.from(BOM);
      for await (const chunk of body) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    })(),
  );
}

/**
 * Every table as `<name>.csv` in one ZIP, streamed. Tables are added one at a time (the next when the previous
 * entry is written), so a single database connection or cursor is open at once; a consumer that stops reading
 * ends the table being read. archiver (some 20 MB resident) is loaded with the first ZIP.
 */
export async function tablesZip(database: Database, tables: ExportTable[]): Promise<Readable> {
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive();
  const pending = [...tables];
  let current: Readable | undefined;
  const next = () => {
    const table = pending.shift();
    if (!table) return void archive.finalize();
    current = tableCsv(database, table).once('error', (error) => archive.destroy(error));
    archive.append(current, { name: `${table.name}.csv` });
  };
  archive.on('entry', next).once('close', () => current?.destroy());
  next();
  return archive;
}
