import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { tooManyAttempts } from './rate-limits.js';

/** Five wrong passwords in a row lock the account for 15 minutes. */
const LOCKOUT = { attempts: 5, minutes: 15 } as const;
const LOCK_MS = LOCKOUT.minutes * 60_000;

/** An attempt's place in the run of password attempts, counted before the password is compared. */
interface Attempt {
  failedLogins: number;
  lockedUntil: Date | null;
}

/**
 * Counts a password attempt on the account `where` finds, in one statement, before its password is compared, so
 * attempts arriving together cannot all be compared: the fifth in a row locks the account, later ones are refused
 * until the lock ends (the right password among the first five clears the count). An ended lock starts a new run.
 * Answers the account's hash with the count, or nothing when no account matches.
 */
export async function countAttempt(db: Db, where: SQL) {
  const lockInForce = sql`${users.lockedUntil} > now()`;
  // Past the fifth while a lock is in force, whatever count it was stored with, so the attempt is refused.
  const failedLogins = sql`case
    when ${lockInForce} then greatest(${users.failedLogins}, ${LOCKOUT.attempts}) + 1
    when ${users.lockedUntil} <= now() then 1
    else ${users.failedLogins} + 1
  end`;
  const [account] = await db
    .update(users)
    .set({
      failedLogins,
      lockedUntil: sql`case
        when ${lockInForce} then ${users.lockedUntil}
        when ${failedLogins} >= ${LOCKOUT.attempts} then now() + make_interval(mins => ${LOCKOUT.minutes})
      end`,
    })
    .where(where)
    .returning({ id: users.id, passwordHash: users.passwordHash, failedLogins: users.failedLogins, lockedUntil: users.lockedUntil });
  return account;
}

/** A right password ends the run. */
export async function clearAttempts(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

const UNKNOWN_KEPT = 10_000;
const unknownRuns = new Map<string, Attempt>();

/**
 * The same count, in memory, for a phone or email without an account, so that it is locked out like a known one
 * (its run never ends with a right password). The least recently tried of more than 10,000 are forgotten.
 */
export function countUnknownAttempt(identifier: string): Attempt {
  const previous = unknownRuns.get(identifier);
  const now = Date.now();
  const locked = previous?.lockedUntil && previous.lockedUntil.getTime() > now ? previous.lockedUntil : null;
  const failedLogins = previous && (locked || !previous.lockedUntil) ? previous.failedLogins + 1 : 1;
  const attempt = {
    failedLogins,
    lockedUntil: locked ?? (failedLogins >= LOCKOUT.attempts ? new Date(now + LOCK_MS) : null),
  };
  unknownRuns.delete(identifier);
  unknownRuns.set(identifier, attempt);
  if (unknownRuns.size > UNKNOWN_KEPT) unknownRuns.delete(unknownRuns.keys().next().value!);
  return attempt;
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
