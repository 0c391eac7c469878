import { setImmediate as nextTick } from 'node:timers/promises';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../client.js';
import * as schema from '../schema/index.js';
import { ensureDemoAccounts } from './accounts.js';
import { Calendar } from './calendar.js';
import { DemoGenerator } from './generator.js';
import { BULK_TABLES, emptyBatch, type Batch, type BulkTable } from './tables.js';
import { PhaseClock, type SeedPhase } from './phases.js';
import { openBatchWriter } from './writers.js';
import { deriveTables } from './derived.js';
import { seedConversations } from './conversations.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';

export interface SeedOptions {
  citizens: number;
  /** Same seed, same data (on an empty database, on the same day). Default 1. */
  seed?: number;
  /** Empty every table first (TRUNCATE … RESTART IDENTITY). */
  reset?: boolean;
  /** Citizens per batch. Default 10,000. */
  batchSize?: number;
  /** Also the WhatsApp inbox: a conversation per five citizens, ten messages each (conversations.ts). The benches'. */
  conversations?: boolean;
  /** The day expiries are spread around. Default: today. */
  today?: Date;
  onProgress?(progress: SeedProgress): void;
}

export interface SeedProgress {
  /** Writing rows, or building the indexes at the end (empty tables on PostgreSQL). */
  phase: 'writing' | 'indexing';
  /** Citizens written so far. */
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
  /** The secondary indexes were built after the rows (empty tables on PostgreSQL), not row by row. */
  indexesDeferred: boolean;
  /** The time of each step, in the order they ended. */
  phases: SeedPhase[];
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
  const clock = new PhaseClock();
  if (options.reset) await clock.time('reset', () => emptyAllTables(database));
  const accounts = await ensureDemoAccounts(database.db);
  const firstIds = await nextFreeIds(database);
  const writer = await openBatchWriter(database, { emptyTables: BULK_TABLES.every((table) => firstIds[table] === 1), clock });
  const written: Promise<void>[] = [];
  try {
    const generator = new DemoGenerator({
      seed: options.seed ?? 1,
      total: options.citizens,
      calendar: new Calendar(options.today ?? new Date()),
      ...accounts,
      firstIds,
    });
    const rows = Object.fromEntries(BULK_TABLES.map((table) => [table, 0])) as Record<BulkTable, number>;
    let totalRows = 0;
    const progress = (phase: SeedProgress['phase']) =>
      options.onProgress?.({ phase, citizens: rows.citizens, total: options.citizens, rows: totalRows, elapsedMs: performance.now() - started });
    const countWritten = (counts: Record<BulkTable, number>) => {
      for (const table of BULK_TABLES) {
        rows[table] += counts[table];
        totalRows += counts[table];
      }
      progress('writing');
    };

    let ready: Promise<void> = Promise.resolve();
    const rowsStarted = performance.now();
    while (!generator.done) {
      const batch = await generateBatch(generator, options.batchSize ?? DEFAULT_BATCH);
      await ready;
      const counts = rowCounts(batch);
      const writing = writer.write(batch);
      ready = writing.ready;
      written.push(writing.written.then(() => countWritten(counts)));
      written.at(-1)!.catch(() => undefined); // surfaced by `ready` or by the final wait
    }
    await Promise.all(written);
    clock.phases.push({ name: 'rows', startMs: rowsStarted - started, ms: performance.now() - rowsStarted });
    if (writer.defersIndexes) progress('indexing');
    await writer.finish();
    await moveSequences(database, generator.nextIds);
    await query(database, 'SELECT sync_request_references()');
    if (options.conversations) await clock.time('conversations', () => seedConversations(database, firstIds.citizens));
    await deriveTables(database, clock, { bulk: writer.defersIndexes });
    return {
      citizens: rows.citizens, rows, totalRows, elapsedMs: performance.now() - started,
      indexesDeferred: writer.defersIndexes, phases: clock.phases,
    };
  } finally {
    await Promise.allSettled(written); // no COPY may still run when the connections go back
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

/** Rows of a raw query. */
const query = <T>(database: Database, text: string) => queryRows<T>(database.db, sql.raw(text));

async function emptyAllTables(database: Database): Promise<void> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableName(table));
  await query(database, `TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

async function nextFreeIds(database: Database): Promise<Record<BulkTable, number>> {
  const select = BULK_TABLES.map((table) => `(SELECT coalesce(max(id), 0) + 1 FROM ${table}) AS ${table}`).join(', ');
  const [row] = await query<Record<BulkTable, number>>(database, `SELECT ${select}`);
  return Object.fromEntries(BULK_TABLES.map((table) => [table, Number(row[table])])) as Record<BulkTable, number>;
}

/** The sequences continue after the ids the generator assigned. */
async function moveSequences(database: Database, nextIds: Readonly<Record<BulkTable, number>>): Promise<void> {
  const calls = BULK_TABLES.map((table) => {
    const next = nextIds[table];
    return `setval(pg_get_serial_sequence('${table}', 'id'), ${Math.max(next - 1, 1)}, ${next > 1})`;
  });
  await query(database, `SELECT ${calls.join(', ')}`);
}
