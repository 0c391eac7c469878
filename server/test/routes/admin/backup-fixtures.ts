import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backupFiles } from '../../../db/schema/index.js';
import type { TestApp } from '../../build.js';

let written = 0;

/** A backup in the app's BACKUP_DIR as a finished, checked run leaves it (a file and its row): answers its name. */
export async function writtenBackup(t: TestApp): Promise<string> {
  const name = `backup-20300101-${String(++written).padStart(6, '0')}.sql`;
  const dump = '-- PostgreSQL database dump\n';
  mkdirSync(t.config.backups.dir!, { recursive: true });
  writeFileSync(path.join(t.config.backups.dir!, name), dump);
  const startedAt = new Date(Date.UTC(2029, 11, 31, 20, 30, written));
  await t.database.db.insert(backupFiles).values({ name, startedAt, finishedAt: startedAt, bytes: dump.length, verified: true });
  return name;
}
