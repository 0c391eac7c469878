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
 * a document reminded twice. Once finished, the schedule leaves the day alone; Send reminders now runs it again and
 * queues only what became due since (a document imported after the run).
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

/**
 * The slice's digests and their documents in one statement, its rows as two JSON parameters: a multi-row insert
 * builds objects for each value, which at 1M citizens took the server's peak from 170 to 280 MB in garbage alone.
 */
async function queueSlice(tx: Tx, runDate: string, rows: DueDocument[]) {
  const digests = groupDigests(rows).map((digest) => {
    const { text, params } = digestText(digest);
    return { language: digest.language, citizen_id: digest.citizens[0].id, recipient: digest.mobile, body: text, template_params: params };
  });
  const documents = rows.map(({ doc_type, record_id, expiry_date, window, citizen_id, branch_id, mobile }) => ({
    doc_type, record_id, expiry_date, window, citizen_id, branch_id, mobile,
  }));
  await tx.execute(sql`with queued as (
      insert into ${messages} (channel, kind, language, citizen_id, recipient, body, template_params, next_attempt_at)
      select 'whatsapp', 'reminder', language, citizen_id, recipient, body, template_params, now()
        from jsonb_to_recordset(${JSON.stringify(digests)}::jsonb) as digest(language text, citizen_id int, recipient text, body text, template_params jsonb)
      returning id, recipient)
    insert into ${reminderDocuments} (doc_type, record_id, expiry_date, "window", run_date, citizen_id, branch_id, message_id)
    select document.doc_type, document.record_id, document.expiry_date, document."window", ${runDate}::date, document.citizen_id, document.branch_id, queued.id
      from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb)
        as document(doc_type text, record_id int, expiry_date date, "window" smallint, citizen_id int, branch_id int, mobile text)
      join queued on queued.recipient = document.mobile`);
  return digests.length;
}

/** One batch under the lock: its counts, or null once nothing is left (the run is then marked finished). */
function runBatch(db: Db, runDate: string, windows: number[], { batchRows, insertRows }: Required<Pick<RunOptions, 'batchRows' | 'insertRows'>>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK})`);
    const rows = wholeMobiles(await dueDocuments(tx, runDate, windows, { limit: batchRows }), batchRows);
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
