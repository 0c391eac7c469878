import { desc, sql } from 'drizzle-orm';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { BackupConfig } from '../../config.js';
import { queryRows, type Db } from '../../db/client.js';
import { databaseBackups } from '../../db/schema/index.js';

/**
 * The backup as sent, recording it once it has been read to the end (a download broken off is no backup): the
 * answer ends only after the row is written, so whoever has the whole file finds the backup in the log.
 */
export function loggedBackup(db: Db, backup: Readable, madeBy: number, startedAt: Date): Readable {
  const logged = new Transform({
    transform: (chunk, _encoding, done) => done(null, chunk),
    flush: (done) => {
      const seconds = (Date.now() - startedAt.getTime()) / 1000;
      db.insert(databaseBackups).values({ madeBy, startedAt, seconds }).then(() => done(), () => done());
    },
  });
  return pipeline(backup, logged, () => undefined);
}

/** GET /database-backups/info: the database's size on disk, the last completed download and the backups to a folder. */
export async function backupInfo(db: Db, folder: BackupConfig) {
  const [size] = await queryRows<{ bytes: number }>(db, sql`select pg_database_size(current_database())::float8 as bytes`);
  const [last] = await db
    .select({ at: databaseBackups.startedAt, seconds: databaseBackups.seconds })
    .from(databaseBackups)
    .orderBy(desc(databaseBackups.startedAt))
    .limit(1);
  return {
    database_bytes: Math.round(Number(size.bytes)),
    last_backup: last ? { at: last.at.toISOString(), seconds: last.seconds } : null,
    folder: folder.dir ? { time: folder.time, keep: folder.keep } : null,
  };
}
