import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { citizens } from '../../db/schema/index.js';

/**
 * Replies to the reminders through the WhatsApp webhook: STOP (or रोकें) sets `reminders_opt_out` on every citizen of
 * the sender's mobile, START clears it. Other messages are left alone.
 */

const REPLIES: Record<string, boolean> = { stop: true, 'रोकें': true, start: false };

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

/** Applies every STOP/START reply of a webhook call; answers how many citizens changed. */
export async function applyOptOutReplies(db: Db, payload: WebhookPayload): Promise<number> {
  const incoming = (payload.entry ?? []).flatMap((entry) => (entry?.changes ?? []).flatMap((change) => change?.value?.messages ?? []));
  let changed = 0;
  for (const message of incoming) {
    const reply = typeof message?.text?.body === 'string' ? REPLIES[message.text.body.trim().toLowerCase()] : undefined;
    const mobile = mobileOf(message?.from);
    if (reply === undefined || !mobile) continue;
    const updated = await db
      .update(citizens)
      .set({ remindersOptOut: reply, updatedAt: new Date() })
      .where(eq(citizens.mobile, mobile))
      .returning({ id: citizens.id });
    changed += updated.length;
  }
  return changed;
}

