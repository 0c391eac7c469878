import { Type } from '@sinclair/typebox';
import { Nullable } from './common.js';

/** GET /database-backups/info: what the backup confirmation tells before a download. */
export const BackupInfo = Type.Object({
  database_bytes: Type.Integer(),
  /** The last backup that completed: when it started and how many seconds it took; null before the first. */
  last_backup: Nullable(Type.Object({ at: Type.String({ format: 'date-time' }), seconds: Type.Number() })),
});

export const backupSchemas = { info: { response: { 200: BackupInfo } } };
