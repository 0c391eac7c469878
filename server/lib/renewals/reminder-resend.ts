import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages, reminderDocuments as r, reminderOptOuts } from '../../db/schema/index.js';
import { OUTCOME_UNKNOWN } from '../messaging/outbox.js';

/**
 * Resend failed (README §Reminders): when WhatsApp refused a run's digests (an expired token, a wrong phone number id:
 * 401, 403 or 404 for every one) or reported them failed, the same digests are queued again once the cause is
 * fixed. Their documents stay reminded once: a digest is the same message row, with the same `reminder_documents`.
 * Left out: a digest whose sender stopped mid-send (it may have gone out: the outbox never sends twice) and a number
 * that has replied STOP since.
 */

/** The failed digests that may be sent again. */
export const resendable = and(
  eq(messages.kind, 'reminder'),
  eq(messages.status, 'failed'),
  sql`${messages.error} is distinct from ${OUTCOME_UNKNOWN}`,
  notInArray(messages.recipient, sql`(select ${reminderOptOuts.mobile} from ${reminderOptOuts})`),
);

/** POST /reminders/runs/:run_date/resend: queues the run's resendable digests again, as new; answers how many. */
export async function resendFailedDigests(db: Db, runDate: string): Promise<number> {
  const ofRun = db.selectDistinct({ id: r.messageId }).from(r).where(eq(r.runDate, runDate));
  const queued = await db
    .update(messages)
    .set({ status: 'queued', attempts: 0, error: null, providerId: null, sentAt: null, claimedBy: null, leaseUntil: null, nextAttemptAt: sql`now()` })
    .where(and(resendable, inArray(messages.id, ofRun)))
    .returning({ id: messages.id });
  return queued.length;
}
