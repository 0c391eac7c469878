import { bigint, boolean, date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { id } from './columns.js';

/** Every backup download that completed: when it started and how long the dump took (the confirmation shows the last). */
export const databaseBackups = pgTable(
  'database_backups',
  {
    id: id(),
    madeBy: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    seconds: doublePrecision().notNull(),
  },
  (t) => [index('database_backups_started_idx').on(t.startedAt)],
);

/**
 * Every backup written to BACKUP_DIR (daily, or on demand by `made_by`), from its start: its size once written, the
 * documents it holds beside the database (count and bytes; null for a backup of the database alone, as they were
 * before backups held documents), whether its verification found every row (null while checking), or why it failed. A daily backup carries its India
 * date: one per day across instances. A row without `finished_at` is a run in progress (or one stopped, redone).
 */
export const backupFiles = pgTable(
  'backup_files',
  {
    id: id(),
    name: text().notNull().unique('backup_files_name_unique'),
    runDate: date({ mode: 'string' }).unique('backup_files_run_date_unique'),
    madeBy: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    bytes: bigint({ mode: 'number' }),
    documents: integer(),
    documentBytes: bigint({ mode: 'number' }),
    verified: boolean(),
    error: text(),
  },
  (t) => [index('backup_files_started_idx').on(t.startedAt)],
);
