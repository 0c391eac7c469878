import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type Db, type Tx } from '../../db/client.js';
import { imports } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { fromDatabaseError } from '../http/db-errors.js';
import { HttpError, invalid } from '../http/http-errors.js';
import { batchContent, insertCitizens, resolveDuplicates, upsertLicencesAndVehicles, upsertRecords, type Batch } from './commit-sql.js';
import type { ImportRow } from './import-files.js';

/**
 * Rows written per batch: between batches the progress is published and a cancel is looked for. Large, as the
 * triggers keeping the derived tables (current documents, renewals, compliance) scan their tables once a statement.
 */
export const COMMIT_BATCH = 20_000;

/** Imports committing in this process: rows done, and whether a cancel came (a poll reads it; the transaction is not visible). */
const running = new Map<number, { done: number; cancelled: boolean }>();
export const runningProgress = (id: number) => running.get(id);

class Cancelled extends Error {}

/** Marks a running commit cancelled here (it rolls back at its next batch); false when none runs in this process. */
export function cancelRunning(id: number): boolean {
  const job = running.get(id);
  if (job) job.cancelled = true;
  return Boolean(job);
}

/** The first row numbers of each batch, read once. */
async function batchBounds(db: Db, importId: number): Promise<number[]> {
  const rows = await queryRows<{ upto: number }>(
    db,
    sql`select row_no as upto from (select row_no, row_number() over (order by row_no) as n from import_rows where import_id = ${importId}) numbered
      where n % ${COMMIT_BATCH} = 0 or n = (select count(*) from import_rows where import_id = ${importId}) order by row_no`,
  );
  return rows.map((row) => row.upto);
}

/** The outcome counts and the one audit entry of the import, with every row's outcome and citizen. */
async function finish(tx: Tx, row: ImportRow, actorId: number) {
  const [counts] = await queryRows<{ created: number; updated: number; added: number; skipped: number }>(
    tx as never,
    sql`select count(*) filter (where outcome = 'created')::int as created, count(*) filter (where outcome = 'updated')::int as updated,
      count(*) filter (where outcome = 'added')::int as added, count(*) filter (where outcome = 'skipped')::int as skipped
      from import_rows where import_id = ${row.id}`,
  );
  await tx.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, after)
    select ${actorId}::int, 'create', 'import', ${row.id}::int, jsonb_build_object(
      'file_name', ${row.fileName}::text, 'on_duplicate', ${row.onDuplicate}::text, 'created', ${counts.created}::int,
      'updated', ${counts.updated}::int, 'added', ${counts.added}::int, 'skipped', ${counts.skipped}::int,
      'rows', (select jsonb_agg(jsonb_build_array(row_no, outcome, citizen_id) order by row_no) from import_rows where import_id = ${row.id}))`);
  const [marked] = await tx
    .update(imports)
    .set({ status: 'done', done: row.total, ...counts, updatedAt: new Date() })
    .where(and(eq(imports.id, row.id), eq(imports.status, 'committing')))
    .returning({ id: imports.id });
  if (!marked) throw new Cancelled();
}

/**
 * Writes the whole import in ONE transaction, batch by batch (a few set-based statements each): all rows or none.
 * Between batches the progress goes out on another connection (PostgreSQL) and to this process's poll, and a cancel
 * (here or on another instance) rolls everything back.
 */
async function runCommit(database: Database, row: ImportRow, user: SessionUser, job: { done: number; cancelled: boolean }) {
  const { db } = database;
  const outside = database.kind === 'postgres';
  const bounds = await batchBounds(db, row.id);
  const isCancelled = async () => {
    if (job.cancelled) return true;
    if (!outside) return false;
    const [current] = await db.select({ status: imports.status }).from(imports).where(eq(imports.id, row.id));
    return current?.status === 'cancelled';
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`update import_rows set citizen_id = null, outcome = null where import_id = ${row.id} and outcome is not null`);
    let from = 0;
    for (const upto of bounds) {
      if (await isCancelled()) throw new Cancelled();
      const batch: Batch = { importId: row.id, from, upto };
      await insertCitizens(tx, batch, row.branchId, user.id);
      await resolveDuplicates(tx, batch, row.onDuplicate ?? 'skip', user.role === 'manager' && user.branchId !== null ? user.branchId : undefined);
      const content = await batchContent(tx, batch);
      await upsertLicencesAndVehicles(tx, batch, content);
      await upsertRecords(tx, batch, content);
      from = upto;
      job.done = Math.min(row.total, job.done + COMMIT_BATCH);
      if (outside) await db.update(imports).set({ done: job.done }).where(eq(imports.id, row.id));
    }
    if (await isCancelled()) throw new Cancelled();
    await finish(tx, row, user.id);
  });
}

/** Runs a commit to its end: done, cancelled (rolled back) or failed (rolled back, the reason kept). */
export async function commitInBackground(database: Database, row: ImportRow, user: SessionUser) {
  const job = { done: 0, cancelled: false };
  running.set(row.id, job);
  try {
    await runCommit(database, row, user, job);
  } catch (error) {
    const cancelled = error instanceof Cancelled;
    const reason = fromDatabaseError(error)?.message ?? (error as Error).message;
    await database.db
      .update(imports)
      .set(cancelled ? { status: 'cancelled', done: 0 } : { status: 'failed', done: 0, error: `Nothing was imported: ${reason}` })
      .where(eq(imports.id, row.id));
    if (!cancelled) throw error;
  } finally {
    running.delete(row.id);
  }
}

/**
 * POST /imports/{id}/commit: refused (422) while a row has an error or the check has not run on the current mapping;
 * else the import is marked committing with its duplicate choice and the caller starts the background commit.
 */
export async function startCommit(db: Db, row: ImportRow, onDuplicate: 'skip' | 'update'): Promise<ImportRow> {
  if (row.status === 'checking') {
    const errors = await queryRows<{ row: number; field: string; message: string }>(
      db,
      sql`select r.row_no as "row", e->>'field' as field, e->>'message' as message from import_rows r, jsonb_array_elements(r.errors) e
        where r.import_id = ${row.id} and r.errors is not null order by r.row_no limit 50`,
    );
    if (!errors.length) throw invalid({ import: ['Check the import before committing it.'] });
    // Keyed '<row>.<field>' as Laravel keys the rows of a list: the messages stay the forms' own (and translate).
    const byRow: Record<string, string[]> = {};
    for (const error of errors) (byRow[`${error.row}.${error.field}`] ??= []).push(error.message);
    throw invalid(byRow);
  }
  if (row.status !== 'ready') throw new HttpError(409, 'This import has already been committed or cancelled.');
  const [started] = await db
    .update(imports)
    .set({ status: 'committing', onDuplicate, done: 0, error: null, updatedAt: new Date() })
    .where(and(eq(imports.id, row.id), eq(imports.status, 'ready')))
    .returning();
  if (!started) throw new HttpError(409, 'This import has already been committed or cancelled.');
  return started;
}
