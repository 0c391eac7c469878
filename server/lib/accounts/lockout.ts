import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { unknownLoginAttempts, users } from '../../db/schema/index.js';
import { atMostEveryMinute } from '../http/now-and-then.js';
import { tooManyAttempts } from '../http/rate-limits.js';

/** Five wrong passwords in a row lock the account for 15 minutes. */
const LOCKOUT = { attempts: 5, minutes: 15 } as const;
const LOCK_MS = LOCKOUT.minutes * 60_000;

/** An attempt's place in the run of password attempts, counted before the password is compared. */
interface Attempt {
  failedLogins: number;
  lockedUntil: Date | null;
}

/** The columns a run of password attempts is kept in. */
interface RunColumns {
  failedLogins: AnyPgColumn;
  lockedUntil: AnyPgColumn;
}

/**
 * The run after one more attempt, as the SET of an UPDATE of `run`'s row: the fifth in a row locks for 15 minutes,
 * later ones are refused while the lock is in force (past the fifth, whatever count was stored), and an ended lock
 * starts a new run.
 */
function nextAttempt(run: RunColumns) {
  const lockInForce = sql`${run.lockedUntil} > now()`;
  const failedLogins = sql`case
    when ${lockInForce} then greatest(${run.failedLogins}, ${LOCKOUT.attempts}) + 1
    when ${run.lockedUntil} <= now() then 1
    else ${run.failedLogins} + 1
  end`;
  const lockedUntil = sql`case
    when ${lockInForce} then ${run.lockedUntil}
    when ${failedLogins} >= ${LOCKOUT.attempts} then now() + make_interval(mins => ${LOCKOUT.minutes})
  end`;
  return { failedLogins, lockedUntil };
}

/**
 * Counts a password attempt on the account `where` finds, in one statement, before its password is compared, so
 * attempts arriving together cannot all be compared (the right password among the first five clears the count).
 * Answers the account's hash with the count, or nothing when no account matches.
 */
export async function countAttempt(db: Db, where: SQL) {
  const [account] = await db
    .update(users)
    .set(nextAttempt(users))
    .where(where)
    .returning({ id: users.id, passwordHash: users.passwordHash, failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  return account;
}

/** A right password ends the run. */
export async function clearAttempts(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** Runs of unknown identifiers not tried for a day are forgotten (pruned at most once a minute per instance). */
const pruneUnknownRuns = atMostEveryMinute((db: Db) =>
  db.delete(unknownLoginAttempts).where(lt(unknownLoginAttempts.triedAt, sql`now() - interval '1 day'`)),
);

/**
 * The same count for a phone or email without an account, in the table every instance shares, so that it is locked
 * out like a known one (its run never ends with a right password).
 */
export async function countUnknownAttempt(db: Db, identifier: string): Promise<Attempt> {
  pruneUnknownRuns(db);
  const [attempt] = await db
    .insert(unknownLoginAttempts)
    .values({ identifier, failedLogins: 1 })
    .onConflictDoUpdate({ target: unknownLoginAttempts.identifier, set: { ...nextAttempt(unknownLoginAttempts), triedAt: sql`now()` } })
    .returning({ failedLogins: unknownLoginAttempts.failedLogins, lockedUntil: unknownLoginAttempts.lockedUntil });
  return attempt!;
}

/** 429 with Retry-After on `field` for an attempt past the fifth of its run. */
export function refuseWhenLocked({ failedLogins, lockedUntil }: Attempt, field: string): void {
  if (failedLogins <= LOCKOUT.attempts) return;
  const until = lockedUntil?.getTime() ?? Date.now() + LOCK_MS;
  const seconds = Math.max(Math.ceil((until - Date.now()) / 1000), 1);
  const minutes = Math.ceil(seconds / 60);
  throw tooManyAttempts(
    seconds,
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    field,
  );
}
