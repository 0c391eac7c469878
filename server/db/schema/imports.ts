import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches, users } from './accounts.js';
import { id, timestamps } from './columns.js';

/** Where an import stands: uploaded and being checked, checked without errors, writing, written, failed or cancelled. */
export const IMPORT_STATUSES = ['checking', 'ready', 'committing', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * A bulk import of citizens from a CSV or .xlsx file (issue 23): who uploaded it, into which branch, its headers and
 * their mapping to fields, and its progress and outcome counts. Its rows wait in `import_rows` until committed.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer().references(() => branches.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('checking'),
    /** The number of the file's header row (rows above it, such as a title, are left out). */
    headerRow: integer().notNull().default(1),
    /** The file's header row, in order. */
    columns: jsonb().$type<string[]>().notNull(),
    /** header → field name (null: not imported). */
    mapping: jsonb().$type<Record<string, string | null>>().notNull(),
    onDuplicate: text({ enum: ['skip', 'update'] }),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    /** Rows whose vehicle went to the owner of an earlier row (one row per vehicle). */
    added: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    error: text(),
    ...timestamps,
  },
  (t) => [index('imports_user_idx').on(t.userId, t.id)],
);

/**
 * The rows of an import, staged from the upload in batches: the raw cells by header, then after the check the values
 * by field (normalised, dates as yyyy-mm-dd), the messages of the rules they break, the citizen they duplicate in the
 * database, the earlier row of the file they duplicate or whose owner they share; after the commit the citizen written and the outcome.
 */
export const importRows = pgTable(
  'import_rows',
  {
    importId: integer().notNull().references(() => imports.id, { onDelete: 'cascade' }),
    rowNo: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    values: jsonb().$type<Record<string, unknown>>(),
    errors: jsonb().$type<{ field: string; message: string }[]>(),
    existingId: integer(),
    dupOf: integer(),
    /** The first row of the file with this row's owner (same mobile and name), when an earlier one: its vehicle goes to that owner. */
    ownerRow: integer(),
    dupKinds: text().array(),
    citizenId: integer(),
    outcome: text({ enum: ['created', 'added', 'updated', 'skipped', 'error'] }),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNo] })],
);

/** The field each user last mapped a header to (the header lower-cased and trimmed): the next file's guess. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    header: text().notNull(),
    field: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('import_mappings_user_header_idx').on(t.userId, t.header)],
);
