import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { citizens, reminderOptOuts } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { reminderReply, type ReminderReply } from '../messaging/whatsapp-replies.js';

/**
 * Replies to the reminders through the WhatsApp webhook (lib/messaging/whatsapp-replies.ts reads STOP and START in
 * English and Hindi). STOP opts the mobile out: it is kept in `reminder_opt_outs` (a citizen created later with that
 * mobile is opted out by a trigger) and `reminders_opt_out` is set on each of its citizens; START undoes both. Each
 * citizen's change is in the audit trail with the reply and the number it came from. Other messages are left alone.
 */

interface IncomingMessage {
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
}

interface WebhookPayload {
  entry?: { changes?: { value?: { messages?: IncomingMessage[] } }[] }[];
}

/** The 10-digit mobile of a WhatsApp sender ('91' and ten digits). */
const mobileOf = (from: unknown) => (typeof from === 'string' && /^91[6-9]\d{9}$/.test(from) ? from.slice(2) : null);

/** Applies one reply to the mobile and its citizens, with an audit row per citizen; answers how many citizens it names. */
async function applyReply(tx: Tx, mobile: string, reply: ReminderReply, text: string): Promise<number> {
  const optedOut = reply === 'stop';
  if (optedOut) {
    await tx.insert(reminderOptOuts).values({ mobile, reply: text }).onConflictDoUpdate({ target: reminderOptOuts.mobile, set: { reply: text, optedOutAt: new Date() } });
  } else {
    await tx.delete(reminderOptOuts).where(eq(reminderOptOuts.mobile, mobile));
  }
  const before = await tx.select({ id: citizens.id, remindersOptOut: citizens.remindersOptOut }).from(citizens).where(eq(citizens.mobile, mobile)).for('update');
  await tx.update(citizens).set({ remindersOptOut: optedOut, updatedAt: new Date() }).where(eq(citizens.mobile, mobile));
  for (const citizen of before) {
    await audit(tx, {
      actorId: null,
      action: 'update',
      entity: 'citizen',
      entityId: citizen.id,
      before: { remindersOptOut: citizen.remindersOptOut },
      after: { remindersOptOut: optedOut, whatsappReply: text, whatsappFrom: mobile },
    });
  }
  return before.length;
}

/** Applies every STOP/START reply of a webhook call; answers how many citizens they name. */
export async function applyOptOutReplies(db: Db, payload: WebhookPayload): Promise<number> {
  const incoming = (payload.entry ?? []).flatMap((entry) => (entry?.changes ?? []).flatMap((change) => change?.value?.messages ?? []));
  let changed = 0;
  for (const message of incoming) {
    const text = message?.text?.body;
    const reply = typeof text === 'string' ? reminderReply(text) : null;
    const mobile = mobileOf(message?.from);
    if (!reply || !mobile) continue;
    changed += await db.transaction((tx) => applyReply(tx, mobile, reply, text as string));
  }
  return changed;
}
