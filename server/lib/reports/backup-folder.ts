import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { indiaStamp } from '../schedule/india-clock.js';

/**
 * A backup's file name in BACKUP_DIR: `backup-YYYYMMDD-HHmmss.zip`, India time (`.sql`: a backup of the database
 * alone, made before backups held documents); nothing else is ever read from there.
 */
export const BACKUP_NAME_PATTERN = '^backup-\\d{8}-\\d{6}\\.(zip|sql)$';
const BACKUP_NAME = new RegExp(BACKUP_NAME_PATTERN);

export const backupName = (at: Date) => `backup-${indiaStamp(at)}.zip`;

/** The file of backup `name` in `dir`; throws on a name that is not a backup's (no other path can be made). */
export function backupPath(dir: string, name: string): string {
  if (!BACKUP_NAME.test(name)) throw new Error(`Not a backup name: ${name}`);
  return path.join(dir, name);
}

/** Where a backup is written until complete: a hidden name the list never shows. */
const partialPath = (dir: string, name: string) => path.join(dir, `.${name}.partial`);

/** Writes `backup` to `name` in `dir` under a temporary name, renamed once complete; answers its size in bytes. */
export async function writeBackupFile(dir: string, name: string, backup: Readable): Promise<number> {
  await mkdir(dir, { recursive: true });
  const partial = partialPath(dir, name);
  try {
    await pipeline(backup, createWriteStream(partial, { flush: true }));
    await rename(partial, backupPath(dir, name));
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(backupPath(dir, name))).size;
}

/** Removes what runs stopped midway left (a server killed while writing). */
export async function removePartialFiles(dir: string): Promise<void> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(entries.filter((entry) => /^\.backup-.*\.partial$/.test(entry)).map((entry) => rm(path.join(dir, entry), { force: true })));
}

/** Removes backup `name` from `dir`, if it is there. */
export const removeBackupFile = (dir: string, name: string) => rm(backupPath(dir, name), { force: true });
