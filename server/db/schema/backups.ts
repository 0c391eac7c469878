import { doublePrecision, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
