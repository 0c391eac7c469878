import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { roleEnum } from './enums.js';

/** Branch names are unique in any case ('Raipur' and 'raipur' clash). */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('branches_name_unique').on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    email: text(),
    phone: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('user'),
    branchId: integer().references(() => branches.id, { onDelete: 'set null' }),
    failedLogins: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Set with a temporary password (user admin): until the user chooses a new one, the API answers only /me, the change and logout. */
    mustChangePassword: boolean().notNull().default(false),
    /** The user's last change of anything; their reads stay on the primary for a while after it (read-your-writes). */
    wroteAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_name_idx').on(t.name),
    // A service request's requester by part of their name (the requests desk's search).
    index('users_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_role_idx').on(t.role),
  ],
);

/** Bearer tokens, kept only as SHA-256 hashes; they expire 30 days after their last use. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

/** Single-use password reset tokens (hashed), valid 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A staff user's personal calendar feed of expiries (README §Calendar feeds): one per user, its secret kept only
 * as a SHA-256 hash like the bearer tokens; turning the feed on again replaces it, so the old address stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer().primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
