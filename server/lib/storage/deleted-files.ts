import { inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { deletedFiles } from '../../db/schema/index.js';
import type { FileStore } from './file-store.js';

/** How often the kept documents of deleted rows are looked at for removal. */
export const PURGE_EVERY_MS = 60 * 60_000;
/** Removed per statement, so a purge after a long stop never holds thousands of rows at once. */
const PURGE_BATCH = 500;

const present = (filePaths: (string | null | undefined)[]) => filePaths.filter((filePath): filePath is string => Boolean(filePath));

/** Keeps the documents of rows deleted in `tx` (README §Audit trail and restore): removed once DELETED_FILES_DAYS have passed. */
export async function keepDeletedFiles(tx: Tx, filePaths: (string | null | undefined)[]): Promise<void> {
  const kept = present(filePaths);
  if (kept.length) await tx.insert(deletedFiles).values(kept.map((filePath) => ({ filePath }))).onConflictDoNothing();
}

/** Takes back the kept documents of restored rows; answers those still kept (the others were removed for good). */
export async function reclaimDeletedFiles(tx: Tx, filePaths: (string | null | undefined)[]): Promise<Set<string>> {
  const wanted = present(filePaths);
  if (!wanted.length) return new Set();
  const reclaimed = await tx.delete(deletedFiles).where(inArray(deletedFiles.filePath, wanted)).returning({ filePath: deletedFiles.filePath });
  return new Set(reclaimed.map((row) => row.filePath));
}

/**
 * Removes the documents of rows deleted more than `days` ago from the store, and their rows; answers how many. A row
 * is deleted before its file is removed, so a restore never gets a path whose file is gone (safe on several instances).
 */
export async function purgeDeletedFiles(db: Db, files: FileStore, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx.select({ filePath: deletedFiles.filePath }).from(deletedFiles).where(lt(deletedFiles.deletedAt, cutoff)).limit(PURGE_BATCH).for('update', { skipLocked: true });
      if (due.length) await tx.delete(deletedFiles).where(inArray(deletedFiles.filePath, due.map((row) => row.filePath)));
      return due.map((row) => row.filePath);
    });
    await files.remove(batch);
    purged += batch.length;
    if (batch.length < PURGE_BATCH) return purged;
  }
}
