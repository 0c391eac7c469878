import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../db/schema/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The staff member who caused the mail, if any. */
  senderId?: number | null;
  /** A value of `text` (a reset token) that the mail carries but its outbox copy masks. */
  secret?: string;
}

const MASKED_SECRET = '[hidden]';

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export type MailStatus = 'sent' | 'failed';

/** Provider id of mails that were only written to the log (no SMTP configured). */
export const LOG_PROVIDER = 'log';

/**
 * Sends a mail and records it in the `messages` outbox (channel email), its secret masked there.
 * With SMTP_URL it goes through SMTP: status `sent` with the SMTP message id, or `failed` with the error.
 * Without SMTP it is written to the server log and recorded as `sent` by provider `log`.
 * Never throws for a delivery failure; the outcome is in the answer and in the outbox.
 */
export async function sendMail(app: FastifyInstance, mail: Mail): Promise<MailStatus> {
  const [row] = await app.db
    .insert(messages)
    .values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.secret ? mail.text.replaceAll(mail.secret, MASKED_SECRET) : mail.text,
      senderId: mail.senderId ?? null,
    })
    .returning({ id: messages.id });
  const outcome = await deliver(app, mail);
  await app.db
    .update(messages)
    .set({ ...outcome, attempts: 1, sentAt: outcome.status === 'sent' ? new Date() : null })
    .where(eq(messages.id, row.id));
  return outcome.status;
}

async function deliver(app: FastifyInstance, mail: Mail): Promise<{ status: MailStatus; providerId?: string; error?: string }> {
  const { smtpUrl, mailFrom } = app.config;
  if (!smtpUrl) {
    app.log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail written to the log (no SMTP_URL)');
    return { status: 'sent', providerId: LOG_PROVIDER };
  }
  // Short timeouts so a dead mail server fails the send instead of holding the request (URL parameters win).
  // nodemailer (some 15 MB resident) is loaded with the first mail sent over SMTP.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  try {
    const info = await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    return { status: 'sent', providerId: info.messageId };
  } catch (error) {
    app.log.error({ err: error, to: mail.to }, 'mail delivery failed');
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  } finally {
    transport.close();
  }
}
