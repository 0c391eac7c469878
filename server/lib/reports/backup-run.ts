import type { FastifyBaseLogger } from 'fastify';
import type { BackupConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { queryOf, type Query } from '../../db/restore/index.js';
import { loggableError } from '../http/db-errors.js';
import { conflict } from '../http/http-errors.js';
import type { AnyFileStore } from '../storage/index.js';
import { databaseDump } from './backup.js';
import { backupArchive, documentTotals } from './backup-archive.js';
import { backupName, backupPath, removePartialFiles, writeBackupFile } from './backup-folder.js';
import { beginBackup, dailyBackupDone, pruneBackups, recordBackup, type BackupEntry } from './backup-records.js';
import { rowCounts, verifyBackup } from './backup-verify.js';

/** The advisory lock a backup holds from its start to its check (the reminder run's is 7_315_022). */
const BACKUP_LOCK = 7_315_032;

export interface BackupRunnerOptions {
  /** Now; injectable for tests. */
  clock?: () => Date;
  /** Called with the file written, before its check (tests spoil it there). */
  afterWrite?: (file: string) => Promise<void>;
}

/** The session a backup runs in: the lock, and on PostgreSQL the transaction whose snapshot is dumped. */
interface Session {
  query: Query;
  release(): Promise<void>;
}

/**
 * One backup at a time across instances: on PostgreSQL a connection of its own holding the advisory lock (null when
 * another instance holds it); PGlite is one process, whose runner lets one backup run at a time.
 */
async function takeSession(database: Database): Promise<Session | null> {
  if (database.kind === 'pglite') return { query: queryOf(database), release: async () => undefined };
  const client = await database.pool!.connect();
  const query: Query = async (text) => (await client.query(text)).rows;
  const [{ locked }] = await query<{ locked: boolean }>(`select pg_try_advisory_lock(${BACKUP_LOCK}) as locked`).catch((error) => {
    client.release();
    throw error;
  });
  if (!locked) {
    client.release();
    return null;
  }
  return {
    query,
    async release() {
      await query(`select pg_advisory_unlock(${BACKUP_LOCK})`).catch(() => undefined);
      client.release();
    },
  };
}

/**
 * The dump and the rows per table of one moment: on PostgreSQL pg_dump takes the snapshot of the session's
 * read-only transaction, counted in it; PGlite is counted just before its dump. `end` closes the transaction.
 */
async function snapshotDump(database: Database, session: Session) {
  if (database.kind === 'pglite') return { counts: await rowCounts(session.query), dump: await databaseDump(database), end: async () => undefined };
  await session.query('begin isolation level repeatable read read only');
  const end = async () => void (await session.query('commit'));
  try {
    const [{ snapshot }] = await session.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    return { counts: await rowCounts(session.query), dump: await databaseDump(database, snapshot), end };
  } catch (error) {
    await end();
    throw error;
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export interface BackupRunner {
  /** Begins a backup on demand; 409 while one runs (here or on another instance). Answers its entry, begun. */
  start(madeBy: number): Promise<BackupEntry>;
  /** Runs the daily backup of India's `date` unless it has run or another backup is running; answers once it is done. */
  runDaily(date: string): Promise<void>;
  /** Waits for the backup in progress, if any. */
  settled(): Promise<void>;
}

/**
 * Writes backups of `database` and the documents of `store` to `config.dir` (the same ZIP as the download), checks
 * each and keeps `config.keep`.
 */
export function backupRunner(database: Database, store: AnyFileStore, config: BackupConfig & { dir: string }, log: FastifyBaseLogger, options: BackupRunnerOptions = {}): BackupRunner {
  const { db } = database;
  const { clock = () => new Date(), afterWrite } = options;
  let running: Promise<unknown> | null = null;

  /** Writes, checks and records backup `name`; a failure is recorded, not thrown (one of the check fails the check). */
  async function writeAndCheck(session: Session, name: string) {
    try {
      const { counts, dump, end } = await snapshotDump(database, session);
      const { archive, manifest } = await backupArchive(dump, store, clock());
      const [bytes, totals] = await Promise.all([writeBackupFile(config.dir, name, archive), manifest.then(documentTotals)]).finally(end);
      await recordBackup(db, name, { bytes, ...totals });
      await afterWrite?.(backupPath(config.dir, name));
      const error = await verifyBackup(backupPath(config.dir, name), database, counts).catch((failure) => `The backup could not be restored: ${reason(failure)}`);
      await recordBackup(db, name, { verified: !error, error, finishedAt: new Date() });
      log.info({ backup: { name, bytes, ...totals, verified: !error } }, error ? `Backup check failed: ${error}` : 'Backup written and checked');
    } catch (error) {
      await recordBackup(db, name, { error: reason(error), finishedAt: new Date() });
      log.error({ backup: { name }, err: loggableError(error) }, 'Backup failed');
    }
    await pruneBackups(db, config.dir, config.keep);
  }

  /** Begins a backup under the lock: its entry and the rest of its work, or null when another is running. */
  async function begin(runDate: string | null, madeBy: number | null) {
    const session = await takeSession(database);
    if (!session) return null;
    try {
      if (runDate && (await dailyBackupDone(db, runDate))) {
        await session.release();
        return null;
      }
      await removePartialFiles(config.dir);
      const entry = await beginBackup(db, { name: backupName(clock()), runDate, madeBy, startedAt: clock() });
      return { entry, work: writeAndCheck(session, entry.name).finally(() => session.release()) };
    } catch (error) {
      await session.release();
      throw error;
    }
  }

  /** Runs `begin` unless a backup of this runner runs; the whole of it counts as running. */
  function launch(runDate: string | null, madeBy: number | null) {
    if (running) return null;
    const begun = begin(runDate, madeBy);
    const whole = begun.then((started) => started?.work);
    running = whole.catch(() => undefined).finally(() => (running = null));
    return begun;
  }

  return {
    async start(madeBy) {
      const started = await launch(null, madeBy);
      if (!started) throw conflict('A backup is running. Please wait until it is done.');
      return started.entry;
    },
    async runDaily(date) {
      const started = await launch(date, null);
      await started?.work;
    },
    settled: async () => void (await running),
  };
}
