import { setImmediate as nextTick } from 'node:timers/promises';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import * as schema from '../schema/index.js';
import { ensureDemoAccounts } from './accounts.js';
import { Calendar } from './calendar.js';
import { DemoGenerator } from './generator.js';
import { BULK_TABLES, emptyBatch, type Batch, type BulkTable } from './tables.js';
import { openBatchWriter, type BatchWriter } from './writers.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';

export interface SeedOptions {
  citizens: number;
  /** Same seed, same data (on an empty database, on the same day). Default 1. */
  seed?: number;
  /** Empty every table first (TRUNCATE … RESTART IDENTITY). */
  reset?: boolean;
  /** Citizens per batch (one transaction per connection). Default 10,000. */
  batchSize?: number;
  /** The day expiries are spread around. Default: today. */
  today?: Date;
  onProgress?(progress: SeedProgress): void;
}

export interface SeedProgress {
  /** Citizens committed so far. */
  citizens: number;
  total: number;
  rows: number;
  elapsedMs: number;
}

export interface SeedReport {
  citizens: number;
  rows: Record<BulkTable, number>;
  totalRows: number;
  elapsedMs: number;
}

const DEFAULT_BATCH = 10_000;
/** Citizens generated between two turns of the event loop, so the COPY streams keep flowing. */
const CHUNK = 500;

/**
 * Fills the database with demo data (README.md beside this file): the demo branches and accounts,
 * then citizens with their licences, vehicles and records, streamed in batches (memory stays
 * bounded at any size).
 */
export async function seedDemo(database: Database, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const writer = await openBatchWriter(database);
  try {
    if (options.reset) await emptyAllTables(writer);
    const accounts = await ensureDemoAccounts(database.db);
    const generator = new DemoGenerator({
      seed: options.seed ?? 1,
      total: options.citizens,
      calendar: new Calendar(options.today ?? new Date()),
      ...accounts,
      firstIds: await nextFreeIds(writer),
    });
    const rows = Object.fromEntries(BULK_TABLES.map((table) => [table, 0])) as Record<BulkTable, number>;
    let totalRows = 0;
    const countCommitted = (counts: Record<BulkTable, number>) => {
      for (const table of BULK_TABLES) {
        rows[table] += counts[table];
        totalRows += counts[table];
      }
      options.onProgress?.({ citizens: rows.citizens, total: options.citizens, rows: totalRows, elapsedMs: performance.now() - started });
    };

    let ready: Promise<void> = Promise.resolve();
    const committed: Promise<void>[] = [];
    while (!generator.done) {
      const batch = await generateBatch(generator, options.batchSize ?? DEFAULT_BATCH);
      await ready;
      const counts = rowCounts(batch);
      const writing = writer.write(batch);
      ready = writing.ready;
      committed.push(writing.committed.then(() => countCommitted(counts)));
      committed.at(-1)!.catch(() => undefined); // surfaced by `ready` or by the final wait
    }
    await Promise.all(committed);
    await moveSequences(writer, generator.nextIds);
    return { citizens: rows.citizens, rows, totalRows, elapsedMs: performance.now() - started };
  } finally {
    await writer.close();
  }
}

async function generateBatch(generator: DemoGenerator, size: number): Promise<Batch> {
  const batch = emptyBatch();
  for (let left = size; left > 0 && !generator.done; left -= CHUNK) {
    generator.fill(batch, Math.min(CHUNK, left));
    await nextTick();
  }
  return batch;
}

const rowCounts = (batch: Batch) =>
  Object.fromEntries(BULK_TABLES.map((table) => [table, batch[table].count])) as Record<BulkTable, number>;

async function emptyAllTables(writer: BatchWriter): Promise<void> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableName(table));
  await writer.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

async function nextFreeIds(writer: BatchWriter): Promise<Record<BulkTable, number>> {
  const select = BULK_TABLES.map((table) => `(SELECT coalesce(max(id), 0) + 1 FROM ${table}) AS ${table}`).join(', ');
  const [row] = await writer.query<Record<BulkTable, number>>(`SELECT ${select}`);
  return Object.fromEntries(BULK_TABLES.map((table) => [table, Number(row[table])])) as Record<BulkTable, number>;
}

/** The sequences continue after the ids the generator assigned. */
async function moveSequences(writer: BatchWriter, nextIds: Readonly<Record<BulkTable, number>>): Promise<void> {
  const calls = BULK_TABLES.map((table) => {
    const next = nextIds[table];
    return `setval(pg_get_serial_sequence('${table}', 'id'), ${Math.max(next - 1, 1)}, ${next > 1})`;
  });
  await writer.query(`SELECT ${calls.join(', ')}`);
}
