import { eq, sql } from 'drizzle-orm';
import type { ReminderConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { messages, reminderDocuments, reminderRuns } from '../../db/schema/index.js';
import { digestText, dueDocuments, groupDigests, type DueDocument } from './reminder-digests.js';
import { indiaClock } from '../schedule/india-clock.js';
import { isQuietHours } from './quiet-hours.js';

/**
 * The daily reminder run: exactly one per India date across instances and restarts. The run is a row of
 * `reminder_runs` keyed by its date; its work goes in batches, each one transaction that holds an advisory lock
 * (instances take turns), reads what is still due and queues its digests with their `reminder_documents` rows.
 * A batch either commits whole or not at all, so a run stopped midway is finished by the next (same day) without
 * a document reminded twice; a run whose row is finished queues nothing more.
 */

/** The advisory lock the batches hold (the migration lock is 7_315_002). */
const RUN_LOCK = 7_315_022;
/** Rows read per batch; the last mobile of a full batch waits for the next, so a digest is never split. */
const BATCH_ROWS = 5_000;
/** Rows per insert statement. */
const INSERT_ROWS = 500;

export interface RunOptions {
  config: ReminderConfig;
  /** Now; injectable for tests. */
  clock?: () => Date;
  /** Called after each committed batch (tests stop a run there). */
  afterBatch?: () => Promise<void> | void;
  /** Rows per batch (tests make it small). */
  batchRows?: number;
  /** Rows per insert statement (tests make it small). */
  insertRows?: number;
}

export interface RunResult {
  queued: number;
  documents: number;
  /** True when it is quiet hours: nothing was queued, the run waits. */
  held: boolean;
}

/** The documents of a full batch without its last mobile (unless that is the only one): that mobile goes whole next time. */
function wholeMobiles(rows: DueDocument[], limit: number) {
  if (rows.length < limit) return rows;
  const last = rows[rows.length - 1].mobile;
  const kept = rows.filter((row) => row.mobile !== last);
  return kept.length ? kept : rows;
}

/**
 * `rows` (in mobile order) in consecutive slices of about `size` rows, none splitting a mobile. Inserting a batch's
 * 5,000 rows at once held some 150 MB of query objects at 1M citizens.
 */
function* slicesByMobile(rows: DueDocument[], size: number) {
  for (let start = 0, end = 0; start < rows.length; start = end) {
    end = Math.min(start + size, rows.length);
    while (end < rows.length && rows[end].mobile === rows[end - 1].mobile) end++;
    yield rows.slice(start, end);
  }
}

/** Queues the digests of `rows` with one reminder_documents row per document, a slice at a time; answers the digests queued. */
async function queueDigests(tx: Tx, runDate: string, rows: DueDocument[], insertRows: number) {
  let queued = 0;
  for (const slice of slicesByMobile(rows, insertRows)) queued += await queueSlice(tx, runDate, slice);
  return queued;
}

async function queueSlice(tx: Tx, runDate: string, rows: DueDocument[]) {
  const digests = groupDigests(rows);
  const queued = await tx
    .insert(messages)
    .values(
      digests.map((digest) => {
        const { text, params } = digestText(digest);
        const first = digest.citizens[0].id;
        return { channel: 'whatsapp' as const, kind: 'reminder' as const, language: digest.language, citizenId: first, recipient: digest.mobile, body: text, templateParams: params, nextAttemptAt: new Date() };
      }),
    )
    .returning({ id: messages.id, recipient: messages.recipient });
  const messageOf = new Map(queued.map((message) => [message.recipient, message.id]));
  await tx.insert(reminderDocuments).values(
    rows.map((row) => ({
      docType: row.doc_type, recordId: row.record_id, expiryDate: row.expiry_date, window: row.window, runDate,
      citizenId: row.citizen_id, branchId: row.branch_id, messageId: messageOf.get(row.mobile)!,
    })),
  );
  return digests.length;
}

/** One batch under the lock: its counts, or null once the run is finished (now or before). */
function runBatch(db: Db, runDate: string, windows: number[], { batchRows, insertRows }: Required<Pick<RunOptions, 'batchRows' | 'insertRows'>>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK})`);
    const [run] = await tx.select({ finishedAt: reminderRuns.finishedAt }).from(reminderRuns).where(eq(reminderRuns.runDate, runDate));
    if (run?.finishedAt) return null;
    const rows = wholeMobiles(await dueDocuments(tx, runDate, windows, null, batchRows), batchRows);
    if (!rows.length) {
      await tx.update(reminderRuns).set({ finishedAt: new Date() }).where(eq(reminderRuns.runDate, runDate));
      return null;
    }
    return { queued: await queueDigests(tx, runDate, rows, insertRows), documents: rows.length };
  });
}

/** Runs (or finishes) today's reminders, India's date; nothing in quiet hours. */
export async function runReminders(
  db: Db, { config, clock = () => new Date(), afterBatch, batchRows = BATCH_ROWS, insertRows = INSERT_ROWS }: RunOptions,
): Promise<RunResult> {
  const result: RunResult = { queued: 0, documents: 0, held: false };
  const now = clock();
  if (isQuietHours(config.quietHours, now)) return { ...result, held: true };
  const runDate = indiaClock(now).date;
  await db.insert(reminderRuns).values({ runDate }).onConflictDoNothing();
  const sizes = { batchRows, insertRows };
  for (let batch = await runBatch(db, runDate, config.days, sizes); batch; batch = await runBatch(db, runDate, config.days, sizes)) {
    result.queued += batch.queued;
    result.documents += batch.documents;
    await afterBatch?.();
    if (isQuietHours(config.quietHours, clock())) return { ...result, held: true };
  }
  return result;
}

/** Whether `date`'s run has finished. */
export async function runFinished(db: Db, date: string) {
  const [run] = await db.select({ finishedAt: reminderRuns.finishedAt }).from(reminderRuns).where(eq(reminderRuns.runDate, date));
  return Boolean(run?.finishedAt);
}
