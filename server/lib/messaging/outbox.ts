import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema/index.js';
import type { SendOutcome } from './whatsapp-transport.js';

/**
 * The WhatsApp outbox: `messages` rows of channel whatsapp, claimed by workers with FOR UPDATE SKIP LOCKED.
 *
 * Delivery is AT MOST ONCE. A worker first leases a batch of queued rows (`claimed_by`, `lease_until`); a crashed
 * worker's lease runs out and another worker retakes those rows. Before calling the provider it records the
 * attempt (status `sending`, attempts + 1) in its own committed statement. A row still `sending` when its lease
 * runs out belonged to a worker that stopped mid-send: the message may or may not have gone out, so it is
 * marked failed (with that reason, visible to staff) and never sent again — a citizen never gets one message twice.
 */

/** How long a claim holds; longer than one provider request may take (its timeout is 15 s). */
export const LEASE_SECONDS = 60;
/** Rows one claim takes. */
const BATCH_SIZE = 10;

export const OUTCOME_UNKNOWN = 'The sender stopped while sending; not retried so the citizen never gets the message twice.';

const whatsapp = eq(messages.channel, 'whatsapp');
const leaseFromNow = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

/**
 * Leases up to a batch of due queued messages to `worker`; rows another worker holds are skipped, not waited on.
 * With `holdReminders` (quiet hours) reminder digests stay queued.
 */
export async function claimDue(db: Db, worker: string, holdReminders = false) {
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        whatsapp,
        eq(messages.status, 'queued'),
        lte(messages.nextAttemptAt, sql`now()`),
        or(isNull(messages.leaseUntil), lt(messages.leaseUntil, sql`now()`)),
        holdReminders ? ne(messages.kind, 'reminder') : undefined,
      ),
    )
    .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(messages)
    .set({ claimedBy: worker, leaseUntil: leaseFromNow })
    .where(inArray(messages.id, due))
    .returning({ id: messages.id, recipient: messages.recipient, body: messages.body, templateParams: messages.templateParams, kind: messages.kind, language: messages.language, templateName: messages.templateName, attempts: messages.attempts });
}

/** Records the attempt before the provider is called; false when the claim was lost (lease run out and retaken). */
export async function startAttempt(db: Db, worker: string, id: number): Promise<boolean> {
  const started = await db
    .update(messages)
    .set({ status: 'sending', attempts: sql`${messages.attempts} + 1`, leaseUntil: leaseFromNow })
    .where(and(eq(messages.id, id), eq(messages.claimedBy, worker), eq(messages.status, 'queued')))
    .returning({ id: messages.id });
  return started.length === 1;
}

/** Stores an attempt's outcome: sent, queued again after `retryInMs`, or failed (retryInMs null). */
export async function finishAttempt(db: Db, worker: string, id: number, outcome: SendOutcome, retryInMs: number | null) {
  const released = { claimedBy: null, leaseUntil: null };
  const changes = outcome.ok
    ? { ...released, status: 'sent' as const, providerId: outcome.providerId, error: null, sentAt: sql`now()` }
    : retryInMs !== null
      ? { ...released, status: 'queued' as const, error: outcome.error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` }
      : { ...released, status: 'failed' as const, error: outcome.error };
  await db
    .update(messages)
    .set(changes)
    .where(and(eq(messages.id, id), eq(messages.claimedBy, worker), eq(messages.status, 'sending')));
}

/** Marks failed the messages whose sender stopped mid-send (at most once: see above); answers how many. */
export async function failAbandonedSends(db: Db): Promise<number> {
  const abandoned = await db
    .update(messages)
    .set({ status: 'failed', error: OUTCOME_UNKNOWN, claimedBy: null, leaseUntil: null })
    .where(and(whatsapp, eq(messages.status, 'sending'), lt(messages.leaseUntil, sql`now()`)))
    .returning({ id: messages.id });
  return abandoned.length;
}

/** Gives back the rows a stopping worker leased but has not started, so the next worker need not wait out the lease. */
export async function releaseClaims(db: Db, worker: string) {
  await db
    .update(messages)
    .set({ claimedBy: null, leaseUntil: null })
    .where(and(eq(messages.claimedBy, worker), eq(messages.status, 'queued')));
}
