import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../client.js';
import type { PhaseClock } from './phases.js';
import { BULK_COLUMNS, BULK_TABLES, type Batch, type BulkTable } from './tables.js';

/** A batch handed to a writer: `ready` when it can take the next one, `written` when all its rows are. */
export interface Writing {
  ready: Promise<void>;
  written: Promise<void>;
}

export interface BatchWriter {
  /** True when the writer builds the tables' secondary indexes at the end instead of row by row. */
  readonly defersIndexes: boolean;
  write(batch: Batch): Writing;
  /** After the last batch: builds what was deferred and commits. */
  finish(): Promise<void>;
  /** Rolls back whatever is not finished and lets the connections go. */
  close(): Promise<void>;
}

const copySql = (table: BulkTable, source: string) =>
  `COPY ${table} (${BULK_COLUMNS[table].join(', ')}) FROM ${source}`;

/**
 * Session settings for bulk loading; answers whether the foreign-key triggers are skipped.
 * Demo data needs no durable commit per batch (the server flushes the WAL within a moment). The
 * generator only writes references to rows it wrote before (or to the demo accounts), so, where the
 * role may, the per-row foreign-key triggers are skipped the way pg_restore --disable-triggers does
 * (session_replication_role = replica); the constraints stay declared and hold for every later write.
 */
export async function prepareBulkSession(client: pg.PoolClient): Promise<boolean> {
  await client.query('SET synchronous_commit = off');
  // Two connections already keep the cores busy: index builds without parallel workers spare their start and merge.
  await client.query('SET max_parallel_maintenance_workers = 0');
  try {
    await client.query('SET session_replication_role = replica');
    return true;
  } catch {
    return false; // not a superuser: the checks run (slower, same result)
  }
}

/** Back to the pool as an app session writes (triggers on, durable commits); a connection that cannot reset is closed. */
export async function releaseBulkSession(client: pg.PoolClient): Promise<void> {
  client.release(await client.query('RESET ALL').then(() => undefined, (error: Error) => error));
}

/** An index of a bulk-loaded table, with the statements that drop it and build it again. */
export interface TableIndex {
  name: string;
  drop: string;
  definition: string;
  /** The constraint that owns the index, added back with the built index (ALTER TABLE … USING INDEX). */
  constraint: string | null;
}

/**
 * The indexes of these tables that a bulk load drops and builds after its rows. `keep`: the indexes that stay,
 * those a constraint owns (primary keys, unique constraints: the default), the unique ones (ON CONFLICT needs them),
 * or none (a constraint's index is dropped, built like the others, then given back to its constraint).
 */
export async function secondaryIndexes(client: pg.PoolClient, tables: string[], keep: 'constraints' | 'unique' | 'none' = 'constraints'): Promise<TableIndex[]> {
  const { rows } = await client.query<TableIndex & { owned: boolean; unique: boolean }>(
    `SELECT quote_ident(ci.relname) AS name, i.indisunique AS unique, c.conname IS NOT NULL AS owned,
            pg_get_indexdef(i.indexrelid) AS definition,
            CASE WHEN c.conname IS NULL THEN 'DROP INDEX ' || quote_ident(ci.relname)
                 ELSE format('ALTER TABLE %I DROP CONSTRAINT %I', ct.relname, c.conname) END AS drop,
            CASE WHEN c.conname IS NOT NULL THEN format('ALTER TABLE %I ADD CONSTRAINT %I %s USING INDEX %I', ct.relname,
              c.conname, CASE c.contype WHEN 'p' THEN 'PRIMARY KEY' ELSE 'UNIQUE' END, ci.relname) END AS constraint
       FROM pg_index i
       JOIN pg_class ct ON ct.oid = i.indrelid
       JOIN pg_class ci ON ci.oid = i.indexrelid
       LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
      WHERE ct.relnamespace = current_schema()::regnamespace AND ct.relname = ANY($1)`,
    [tables],
  );
  const kept = { constraints: (index: { owned: boolean }) => index.owned, unique: (index: { unique: boolean }) => index.unique, none: () => false }[keep];
  return rows.filter((index) => !kept(index)).map(({ name, drop, definition, constraint }) => ({ name, drop, definition, constraint }));
}

/**
 * One connection writing some of the tables. Normally each batch is its own transaction. With
 * `deferIndexes` (empty tables only) the whole seed is one transaction: the tables' secondary
 * indexes are dropped at the start and built again at the end (CREATE INDEX sorts once, far cheaper
 * than maintaining them row by row); a failure rolls everything back, indexes included.
 */
class CopyStage {
  private indexes: TableIndex[] = [];
  private inTransaction = false;

  constructor(private readonly client: pg.PoolClient, private readonly tables: BulkTable[], private readonly deferIndexes: boolean) {}

  async begin(): Promise<void> {
    if (!this.deferIndexes) return;
    await this.transaction('BEGIN');
    await this.client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    this.indexes = await secondaryIndexes(this.client, this.tables);
    for (const index of this.indexes) await this.client.query(index.drop);
  }

  async write(batch: Batch): Promise<void> {
    if (!this.deferIndexes) await this.transaction('BEGIN');
    for (const table of this.tables) {
      if (batch[table].count === 0) continue;
      const stream = this.client.query(copyFrom(copySql(table, 'STDIN')));
      const finished = once(stream, 'finish');
      stream.end(batch[table].bytes());
      await finished;
    }
    if (!this.deferIndexes) await this.transaction('COMMIT');
  }

  async buildIndexes(clock: PhaseClock): Promise<void> {
    for (const index of this.indexes) await clock.time(`index ${index.name}`, () => this.client.query(index.definition));
  }

  async commit(): Promise<void> {
    if (this.inTransaction) await this.transaction('COMMIT');
  }

  async release(): Promise<void> {
    if (this.inTransaction) await this.transaction('ROLLBACK').catch(() => undefined);
    await releaseBulkSession(this.client);
  }

  private async transaction(command: 'BEGIN' | 'COMMIT' | 'ROLLBACK'): Promise<void> {
    this.inTransaction = command === 'BEGIN';
    await this.client.query(command);
  }
}

/** Citizens and their licences; vehicles and everything that hangs off them. */
const PARENT_TABLES: BulkTable[] = ['citizens', 'learner_licences', 'driving_licences'];
/**
 * When no foreign key is checked, the first connection also takes the insurances, so the two share the rows and the
 * index builds about equally (a seeded million: 22 and 26 s of indexes, where the first split gives 22 and 33).
 */
const BALANCED_FIRST_TABLES: BulkTable[] = [...PARENT_TABLES, 'insurances'];
const otherTables = (first: BulkTable[]) => BULK_TABLES.filter((table) => !first.includes(table));

/**
 * PostgreSQL server: COPY … FROM STDIN (text format) on two connections working as a pipeline, so
 * the server uses two cores: one writes the citizens and licences of batch k while the other writes
 * the vehicles and records of batch k-1. Into empty tables, when the foreign-key triggers are
 * skipped, the secondary indexes are built at the end (see CopyStage) and the tables are split by
 * their share of the work; otherwise each batch commits on its own, parents before children, so
 * foreign keys hold even where they are checked.
 */
async function postgresWriter(pool: pg.Pool, emptyTables: boolean, clock: PhaseClock): Promise<BatchWriter> {
  const clients = [await pool.connect(), await pool.connect()];
  const triggersSkipped = (await Promise.all(clients.map(prepareBulkSession))).every(Boolean);
  const defersIndexes = emptyTables && triggersSkipped;
  const first = defersIndexes ? BALANCED_FIRST_TABLES : PARENT_TABLES;
  const parents = new CopyStage(clients[0], first, defersIndexes);
  const children = new CopyStage(clients[1], otherTables(first), defersIndexes);
  await Promise.all([parents.begin(), children.begin()]);
  let parentsDone = Promise.resolve();
  let childrenDone = Promise.resolve();
  return {
    defersIndexes,
    write(batch) {
      const previousChildren = childrenDone;
      const parentsWritten = parentsDone.then(() => parents.write(batch));
      const childrenWritten = Promise.all([parentsWritten, previousChildren]).then(() => children.write(batch));
      parentsDone = parentsWritten;
      childrenDone = childrenWritten;
      // Ready for the next batch once this one's parents and the previous one's children are in:
      // at most three batches are alive (one written by each connection, one being generated).
      return { ready: Promise.all([parentsWritten, previousChildren]).then(() => undefined), written: childrenWritten };
    },
    async finish() {
      await Promise.all([parents.buildIndexes(clock), children.buildIndexes(clock)]);
      await parents.commit();
      await children.commit();
    },
    async close() {
      await Promise.all([parents.release(), children.release()]);
    },
  };
}

/** Embedded PGlite: COPY … FROM '/dev/blob', one transaction per batch. */
function pgliteWriter(database: Database): BatchWriter {
  const pglite = database.pglite!;
  return {
    defersIndexes: false,
    write(batch) {
      const written = pglite.transaction(async (tx) => {
        for (const table of BULK_TABLES) {
          if (batch[table].count === 0) continue;
          const blob = new Blob([batch[table].bytes() as Uint8Array<ArrayBuffer>]);
          await tx.query(copySql(table, `'/dev/blob'`), [], { blob });
        }
      });
      return { ready: written, written };
    },
    finish: async () => undefined,
    close: async () => undefined,
  };
}

export async function openBatchWriter(database: Database, options: { emptyTables: boolean; clock: PhaseClock }): Promise<BatchWriter> {
  return database.kind === 'postgres' ? postgresWriter(database.pool!, options.emptyTables, options.clock) : pgliteWriter(database);
}
