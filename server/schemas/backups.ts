import { Type } from '@sinclair/typebox';
import { BACKUP_NAME_PATTERN } from '../lib/reports/backup-folder.js';
import { Nullable } from './common.js';

/** GET /database-backups/info: what the backup confirmation tells before a download. */
export const BackupInfo = Type.Object({
  database_bytes: Type.Integer(),
  /** The last backup that completed: when it started and how many seconds it took; null before the first. */
  last_backup: Nullable(Type.Object({ at: Type.String({ format: 'date-time' }), seconds: Type.Number() })),
  /** The backups to BACKUP_DIR: when the daily one starts ('HH:MM' India, null when none) and how many are kept; null when off. */
  folder: Nullable(Type.Object({ time: Nullable(Type.String()), keep: Type.Integer() })),
});

/** A backup written to BACKUP_DIR (GET /admin/backups). */
export const BackupFile = Type.Object({
  name: Type.String(),
  /** Bytes; null until written, or when it failed before. */
  size: Nullable(Type.Integer()),
  /** The documents it holds beside the database: count and bytes; null for a backup of the database alone (made before backups held documents) and until written. */
  documents: Nullable(Type.Object({ count: Type.Integer(), bytes: Type.Integer() })),
  created_at: Type.String({ format: 'date-time' }),
  /** Whether a restore of it into a scratch database had every row of every table and every document matched the manifest; null while being written or checked. */
  verified: Nullable(Type.Boolean()),
  /** Why it failed (writing or checking); null when it did not. */
  error: Nullable(Type.String()),
});

export const BackupNameParams = Type.Object({
  name: Type.String({ pattern: BACKUP_NAME_PATTERN, errorMessage: { pattern: 'The name is not the name of a backup.' } }),
});

export const backupSchemas = {
  info: { response: { 200: BackupInfo } },
  list: { response: { 200: Type.Array(BackupFile) } },
  start: { response: { 202: BackupFile } },
  download: { params: BackupNameParams, produces: ['application/zip', 'application/sql'] },
  /** GET /database-backups/download: the whole database and its documents, made now. */
  makeAndDownload: { produces: ['application/zip'] },
};
