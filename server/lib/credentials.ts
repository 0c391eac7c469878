import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiTokens, users } from '../db/schema/index.js';
import { invalidField } from './http-errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { tooManyAttempts } from './rate-limits.js';
import { newSecret } from './tokens.js';

/** Five wrong passwords in a row lock the account for 15 minutes. */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;
export const WRONG_CREDENTIALS = 'These credentials do not match our records.';

export interface Identifier {
  field: 'email' | 'phone';
  value: string;
}

/** The identifier of a login: email when given, else phone. */
export function loginIdentifier(body: { email?: string; phone?: string }): Identifier | undefined {
  if (body.email) return { field: 'email', value: body.email };
  if (body.phone) return { field: 'phone', value: body.phone };
  return undefined;
}

// Compared against when no account matches, so an unknown identifier takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

const whereIdentifier = ({ field, value }: Identifier) =>
  field === 'email' ? sql`lower(${users.email}) = lower(${value})` : eq(users.phone, value);

function lockedOut(field: string, lockedUntil: Date) {
  const seconds = Math.max(Math.ceil((lockedUntil.getTime() - Date.now()) / 1000), 1);
  const minutes = Math.ceil(seconds / 60);
  return tooManyAttempts(
    seconds,
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    field,
  );
}

/** Checks a password for an email or phone; returns the user id or throws 422 (wrong) or 429 (locked). */
export async function checkCredentials(db: Db, identifier: Identifier, password: string): Promise<number> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, lockedUntil: users.lockedUntil, failedLogins: users.failedLogins })
    .from(users)
    .where(whereIdentifier(identifier));
  if (user?.lockedUntil && user.lockedUntil > new Date()) throw lockedOut(identifier.field, user.lockedUntil);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy'))));
  if (!user) throw invalidField(identifier.field, WRONG_CREDENTIALS);
  if (!matches) {
    await recordFailedLogin(db, user.id);
    throw invalidField(identifier.field, WRONG_CREDENTIALS);
  }
  if (user.failedLogins > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return user.id;
}

/** Counts a wrong password; the fifth in a row locks the account and restarts the count. */
async function recordFailedLogin(db: Db, userId: number) {
  const reachesLimit = sql`${users.failedLogins} + 1 >= ${LOCKOUT.attempts}`;
  await db
    .update(users)
    .set({
      failedLogins: sql`case when ${reachesLimit} then 0 else ${users.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then now() + make_interval(mins => ${LOCKOUT.minutes}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId));
}

/** A new bearer token for the user; only its hash is stored. */
export async function issueToken(db: Pick<Db, 'insert'>, userId: number): Promise<string> {
  const { token, hash } = newSecret();
  await db.insert(apiTokens).values({ userId, tokenHash: hash });
  return token;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.id, tokenId));
}

/** Signs the user out everywhere, except on the token given (the one making the change). */
export async function revokeTokens(db: Pick<Db, 'delete'>, userId: number, keepTokenId?: number): Promise<void> {
  await db
    .delete(apiTokens)
    .where(keepTokenId ? and(eq(apiTokens.userId, userId), ne(apiTokens.id, keepTokenId)) : eq(apiTokens.userId, userId));
}

/** 422 on `field` unless the password is the user's current one. */
export async function assertCurrentPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw invalidField(field, `The ${field.replace(/_/g, ' ')} is incorrect.`);
  }
}

/** 422 on the confirmation field unless both entries are the same. */
export function assertConfirmed(password: string, confirmation: string | undefined, field: string): void {
  if (password !== confirmation) throw invalidField(field, 'Passwords do not match.');
}
