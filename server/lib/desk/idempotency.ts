import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { invalid } from '../http/http-errors.js';

export type IdempotentScope = (typeof idempotencyKeys.$inferInsert)['scope'];

/** The header a public form's POST may carry (lower-cased, as Node hands headers over). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** How long a key's answer is kept: a phone's outbox retries within hours, a lost answer within days. */
const KEPT = sql`interval '30 days'`;

/** SHA-256 of the body with its keys in order, so the same form sent again hashes alike. */
const hashOf = (body: object) => createHash('sha256').update(JSON.stringify(body, Object.keys(body).sort())).digest('hex');

/**
 * Creates once per key: the first POST with an `Idempotency-Key` claims the key and stores its answer in the same
 * transaction as what it creates; a POST with the same key gets that stored answer back (`replayed`) and creates
 * nothing, also when both arrive at once (the second one's claim waits for the first's commit, then finds the key
 * taken). The same key with a different body is refused (422). Without a key, `create` simply runs.
 */
export async function createOnce<T>(db: Db, scope: IdempotentScope, key: string | undefined, body: object, create: (db: Db) => Promise<T>) {
  if (key === undefined) return { answer: await create(db), replayed: false };
  const bodyHash = hashOf(body);
  return db.transaction(async (tx) => {
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${KEPT}`));
    const claimed = await tx.insert(idempotencyKeys).values({ scope, key, bodyHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    const thisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(thisKey);
      if (stored.bodyHash !== bodyHash) throw invalid({ [IDEMPOTENCY_HEADER]: [KEY_REUSED] });
      return { answer: stored.answer as T, replayed: true };
    }
    const answer = await create(tx as unknown as Db);
    await tx.update(idempotencyKeys).set({ answer: JSON.parse(JSON.stringify(answer)) }).where(thisKey);
    return { answer, replayed: false };
  });
}
