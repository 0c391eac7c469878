import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens, users } from '../../db/schema/index.js';
import { invalidField } from '../http/http-errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { clearAttempts, countAttempt, countUnknownAttempt, refuseWhenLocked } from './lockout.js';
import { newSecret } from './tokens.js';

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

/**
 * Whether `password` is that of the account `where` finds, the attempt counted first (lockout.ts): answers the
 * account's id when it is, nothing when it is not or no account matches (compared against a decoy hash then, in the
 * same time); throws 429 on `field` once the run is locked. An unknown identifier is counted under `unknownKey`.
 */
async function passwordOwner(db: Db, where: SQL, password: string, field: string, unknownKey?: string) {
  const account = await countAttempt(db, where);
  if (!account && !unknownKey) return undefined;
  refuseWhenLocked(account ?? (await countUnknownAttempt(db, unknownKey!)), field);
  const matches = await verifyPassword(password, account?.passwordHash ?? (await (decoyHash ??= hashPassword('decoy'))));
  if (!account || !matches) return undefined;
  await clearAttempts(db, account.id);
  return account.id;
}

/** Checks a password for an email or phone; returns the user id or throws 422 (wrong) or 429 (locked). */
export async function checkCredentials(db: Db, identifier: Identifier, password: string): Promise<number> {
  const unknownKey = `${identifier.field}:${identifier.value.toLowerCase()}`;
  const userId = await passwordOwner(db, whereIdentifier(identifier), password, identifier.field, unknownKey);
  if (!userId) throw invalidField(identifier.field, WRONG_CREDENTIALS);
  return userId;
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

/** 422 on `field` unless the password is the user's current one; wrong ones (not missing ones) count towards the lock-out. */
export async function assertCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  field: string,
  wrong = `The ${field.replace(/_/g, ' ')} is incorrect.`,
): Promise<void> {
  if (!password || !(await passwordOwner(db, eq(users.id, userId), password, field))) throw invalidField(field, wrong);
}

/** 422 on the confirmation field unless both entries are the same. */
export function assertConfirmed(password: string, confirmation: string | undefined, field: string): void {
  if (password !== confirmation) throw invalidField(field, 'Passwords do not match.');
}
