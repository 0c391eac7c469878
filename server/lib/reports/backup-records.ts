import { access } from 'node:fs/promises';
import { and, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backupFiles } from '../../db/schema/index.js';
import { notFound } from '../http/http-errors.js';
import { backupPath, removeBackupFile } from './backup-folder.js';

/**
 * A backup as the list shows it: size null until written (or when it failed before), verified null while checked;
 * documents null for a backup of the database alone (made before backups held documents) and until written.
 */
export interface BackupEntry {
  name: string;
  size: number | null;
  documents: { count: number; bytes: number } | null;
  created_at: string;
  verified: boolean | null;
  error: string | null;
}

type BackupRow = typeof backupFiles.$inferSelect;

const entryOf = (row: BackupRow): BackupEntry => ({
  name: row.name,
  size: row.bytes,
  documents: row.documents == null ? null : { count: row.documents, bytes: row.documentBytes ?? 0 },
  created_at: row.startedAt.toISOString(),
  verified: row.verified,
  error: row.error,
});

/** GET /admin/backups: every backup recorded, newest first (at most BACKUP_KEEP files, and the failures between them). */
export async function listBackups(db: Db): Promise<BackupEntry[]> {
  return (await db.select().from(backupFiles).orderBy(desc(backupFiles.startedAt), desc(backupFiles.id))).map(entryOf);
}

/** Whether the daily backup of India's `date` has run (written and checked, or failed). */
export async function dailyBackupDone(db: Db, date: string): Promise<boolean> {
  const [row] = await db.select({ finishedAt: backupFiles.finishedAt }).from(backupFiles).where(eq(backupFiles.runDate, date));
  return Boolean(row?.finishedAt);
}

const STOPPED = 'The backup stopped before it was complete (the server stopped while it ran).';

/**
 * Records a backup begun: `runDate` for the daily one (a stopped run of that day is begun again in its row). Runs
 * still open are closed as stopped first: whoever begins holds the lock, so none of them is running.
 */
export async function beginBackup(db: Db, values: { name: string; runDate: string | null; madeBy: number | null; startedAt: Date }): Promise<BackupEntry> {
  await db.update(backupFiles).set({ finishedAt: new Date(), error: STOPPED }).where(isNull(backupFiles.finishedAt));
  const fresh = { name: values.name, madeBy: values.madeBy, startedAt: values.startedAt, finishedAt: null, bytes: null, documents: null, documentBytes: null, verified: null, error: null };
  const [row] = await db
    .insert(backupFiles)
    .values({ ...fresh, runDate: values.runDate })
    .onConflictDoUpdate({ target: backupFiles.runDate, set: fresh })
    .returning();
  return entryOf(row);
}

/** Sets what is known of backup `name` so far (its size once written; at the end its check or its failure). */
export async function recordBackup(db: Db, name: string, values: Partial<Pick<BackupRow, 'bytes' | 'documents' | 'documentBytes' | 'verified' | 'error' | 'finishedAt'>>) {
  await db.update(backupFiles).set(values).where(eq(backupFiles.name, name));
}

/** Keeps the `keep` newest backup files: older ones are deleted with their rows, and so are failures older than those. */
export async function pruneBackups(db: Db, dir: string, keep: number): Promise<void> {
  const [oldestKept] = await db
    .select({ startedAt: backupFiles.startedAt })
    .from(backupFiles)
    .where(isNotNull(backupFiles.bytes))
    .orderBy(desc(backupFiles.startedAt))
    .offset(keep - 1)
    .limit(1);
  if (!oldestKept) return;
  const removed = await db
    .delete(backupFiles)
    .where(and(lt(backupFiles.startedAt, oldestKept.startedAt), isNotNull(backupFiles.finishedAt)))
    .returning({ name: backupFiles.name });
  for (const { name } of removed) await removeBackupFile(dir, name);
}

/** GET /admin/backups/{name}: the file of a backup written (404 for any other name, or when its file is gone). */
export async function backupFileOf(db: Db, dir: string | null, name: string): Promise<string> {
  const [row] = await db.select({ bytes: backupFiles.bytes }).from(backupFiles).where(eq(backupFiles.name, name));
  if (!dir || row?.bytes == null) throw notFound();
  const file = backupPath(dir, name);
  await access(file).catch(() => {
    throw notFound();
  });
  return file;
}
