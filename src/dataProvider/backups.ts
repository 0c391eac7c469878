import { apiFetch, downloadFile, type DownloadProgress } from './http';

/**
 * A backup in the server's backup folder (BACKUP_DIR): size null until written, verified null while checked; the
 * documents it holds beside the database (null for a backup of the database alone, and until written).
 */
export interface BackupFile {
  name: string;
  size: number | null;
  documents: { count: number; bytes: number } | null;
  created_at: string;
  verified: boolean | null;
  error: string | null;
}

/** How the folder backups run: the daily time ('HH:MM' India; null when none) and how many are kept; null when off. */
export interface BackupFolder {
  time: string | null;
  keep: number;
}

/** The admin's backups to the server's folder (Admin → Backups). */
export const backupMethods = {
  /** The backups, newest first. */
  getBackups: () => apiFetch<BackupFile[]>('/admin/backups'),

  getBackupFolder: async () => (await apiFetch<{ folder: BackupFolder | null }>('/database-backups/info')).folder,

  /** Begins a backup now; it is written and checked after the answer. */
  startBackup: () => apiFetch<BackupFile>('/admin/backups', { method: 'POST' }),

  downloadBackup: (name: string, onProgress?: DownloadProgress) => downloadFile(`/admin/backups/${encodeURIComponent(name)}`, name, onProgress),
};
