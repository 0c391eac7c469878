import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters (lib/http/rate-limit-store.ts), one row per key and window, in the database every instance
 * shares. A row whose window has ended counts from one again; ended rows are pruned now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

/**
 * Runs of wrong passwords for phones and emails without an account (lib/accounts/lockout.ts), counted like an account's
 * `failed_logins` and `locked_until` so that an unknown identifier locks out like a known one on every instance.
 */
export const unknownLoginAttempts = pgTable(
  'unknown_login_attempts',
  {
    identifier: text().primaryKey(),
    failedLogins: integer().notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    triedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unknown_login_attempts_tried_idx').on(t.triedAt)],
);
