import { eq } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../common/options.js';
import type { Db } from '../../db/client.js';
import { calendarFeeds, users } from '../../db/schema/index.js';
import { newSecret, sha256 } from '../accounts/tokens.js';

/** A staff user's calendar feed: turned on with a new secret (the old one stops working), turned off, looked up. */

export interface FeedStatus {
  enabled: boolean;
  created_at: string | null;
}

/** The user's feed: whether it is on, and since when (its address is shown only once, when it is made). */
export async function feedStatus(db: Db, userId: number): Promise<FeedStatus> {
  const [feed] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { enabled: !!feed, created_at: feed?.createdAt.toISOString() ?? null };
}

/** Turns the user's feed on with a new secret, replacing any earlier one; answers the secret (kept only as its hash). */
export async function turnOnFeed(db: Db, userId: number): Promise<string> {
  const { token, hash } = newSecret();
  await db
    .insert(calendarFeeds)
    .values({ userId, secretHash: hash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash: hash, createdAt: new Date() } });
  return token;
}

export async function turnOffFeed(db: Db, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** Whose feed a secret opens: a staff user (one no longer staff has no feed), or undefined. */
export async function feedOwner(db: Db, secret: string) {
  const [owner] = await db
    .select({ id: users.id, role: users.role, branchId: users.branchId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.secretHash, sha256(secret)));
  return owner && (STAFF_ROLES as readonly string[]).includes(owner.role) ? owner : undefined;
}
