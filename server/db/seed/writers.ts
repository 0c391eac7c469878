import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../client.js';
import { BULK_COLUMNS, BULK_TABLES, type Batch, type BulkTable } from './tables.js';

/** A batch handed to a writer: `ready` when it can take the next one, `committed` when all its rows are. */
export interface Writing {
  ready: Promise<void>;
  committed: Promise<void>;
}

export interface BatchWriter {
  write(batch: Batch): Writing;
  /** Raw SQL outside the batches (reads before, sequences after). */
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

/** Citizens and their licences; vehicles and everything that hangs off them. */
const PARENT_TABLES: BulkTable[] = ['citizens', 'learner_licences', 'driving_licences'];
const CHILD_TABLES = BULK_TABLES.filter((table) => !PARENT_TABLES.includes(table));

const copySql = (table: BulkTable, source: string) =>
  `COPY ${table} (${BULK_COLUMNS[table].join(', ')}) FROM ${source}`;

async function copyTables(client: pg.PoolClient, batch: Batch, tables: BulkTable[]): Promise<void> {
  await client.query('BEGIN');
  try {
    for (const table of tables) {
      if (batch[table].count === 0) continue;
      const stream = client.query(copyFrom(copySql(table, 'STDIN')));
      const finished = once(stream, 'finish');
      stream.end(batch[table].bytes());
      await finished;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * Session settings for bulk loading. Demo data needs no durable commit per batch (the server flushes
 * the WAL within a moment). The generator only writes references to rows it wrote before (or to the
 * demo accounts), so, where the role may, the per-row foreign-key triggers are skipped the way
 * pg_restore --disable-triggers does (session_replication_role = replica): the constraints stay
 * declared and enforced for every later write. Without that privilege the checks simply run.
 */
async function prepareBulkSession(client: pg.PoolClient): Promise<void> {
  await client.query('SET synchronous_commit = off');
  try {
    await client.query('SET session_replication_role = replica');
  } catch {
    // Not a superuser: keep the foreign-key checks (slower, same result).
  }
}

/**
 * PostgreSQL server: COPY … FROM STDIN (text format) on two connections working as a pipeline, so
 * the server uses two cores: one writes the citizens and licences of batch k while the other writes
 * the vehicles and records of batch k-1 (whose citizens are committed by then, so foreign keys
 * hold even where they are checked).
 */
async function postgresWriter(pool: pg.Pool): Promise<BatchWriter> {
  const parents = await pool.connect();
  const children = await pool.connect();
  for (const client of [parents, children]) await prepareBulkSession(client);
  let parentsDone = Promise.resolve();
  let childrenDone = Promise.resolve();
  return {
    write(batch) {
      const previousChildren = childrenDone;
      const parentsWritten = parentsDone.then(() => copyTables(parents, batch, PARENT_TABLES));
      const childrenWritten = Promise.all([parentsWritten, previousChildren]).then(() => copyTables(children, batch, CHILD_TABLES));
      parentsDone = parentsWritten;
      childrenDone = childrenWritten;
      // Ready for the next batch once this one's parents and the previous one's children are in:
      // at most three batches are alive (one written by each connection, one being generated).
      return { ready: Promise.all([parentsWritten, previousChildren]).then(() => undefined), committed: childrenWritten };
    },
    query: async (sql) => (await parents.query(sql)).rows,
    async close() {
      parents.release();
      children.release();
    },
  };
}

/** Embedded PGlite: COPY … FROM '/dev/blob', one transaction per batch. */
function pgliteWriter(database: Database): BatchWriter {
  const pglite = database.pglite!;
  return {
    write(batch) {
      const committed = pglite.transaction(async (tx) => {
        for (const table of BULK_TABLES) {
          if (batch[table].count === 0) continue;
          const blob = new Blob([batch[table].bytes() as Uint8Array<ArrayBuffer>]);
          await tx.query(copySql(table, `'/dev/blob'`), [], { blob });
        }
      });
      return { ready: committed, committed };
    },
    query: async (sql) => (await pglite.query(sql)).rows as never,
    close: async () => undefined,
  };
}

export async function openBatchWriter(database: Database): Promise<BatchWriter> {
  return database.kind === 'postgres' ? postgresWriter(database.pool!) : pgliteWriter(database);
}
