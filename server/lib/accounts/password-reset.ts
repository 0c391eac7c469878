import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { localUrl, type Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { passwordResets, users } from '../../db/schema/index.js';
import type { ResetPasswordBody } from '../../schemas/accounts.js';
import { audit } from '../audit/audit.js';
import { assertConfirmed, revokeTokens } from './credentials.js';
import { invalidField } from '../http/http-errors.js';
import { sendMail, type MailStatus } from '../messaging/mailer.js';
import { assertPasswordLength, hashPassword } from './passwords.js';
import { userImage } from './session-user.js';
import { newSecret, RESET_TOKEN_MINUTES, sha256 } from './tokens.js';

export const RESET_LINK_SENT = 'If the email exists, a reset link has been sent.';
export const PASSWORD_RESET_DONE = 'Password updated. Please log in.';
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Where the app lives, for links in mails: PUBLIC_URL, else the address printed at start; never a request header. */
export const appBaseUrl = (config: Config) => (config.publicUrl ?? localUrl(config)).replace(/\/+$/, '');

export const resetLink = (baseUrl: string, email: string, token: string) =>
  `${baseUrl}/reset-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

/**
 * Creates a single-use reset token valid 60 minutes (earlier unused ones stop working) and mails its link.
 * Used by forgot-password and by the admin's "Send Reset Link".
 */
export async function sendPasswordResetLink(
  app: FastifyInstance,
  user: { id: number; name: string; email: string },
  senderId: number | null = null,
): Promise<MailStatus> {
  const { token, hash } = newSecret();
  await app.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_MINUTES})`,
    });
  });
  return sendMail(app, {
    to: user.email,
    senderId,
    secret: token,
    subject: 'Reset your Parivahan Desk password',
    text: [
      `Hello ${user.name},`,
      '',
      'We received a request to reset the password of your Parivahan Desk account. Open this link to choose a new one:',
      '',
      resetLink(appBaseUrl(app.config), user.email, token),
      '',
      `The link works once and expires in ${RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
  });
}

/** POST /password/forgot, after the answer: mails a link when an account has this email. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(byEmail(email));
  if (user?.email) await sendPasswordResetLink(app, { ...user, email: user.email });
}

/**
 * POST /password/reset: uses up the token, sets the password (8 characters for a staff account), ends every session and
 * lifts a lock-out.
 */
export async function resetPassword(db: Db, input: Static<typeof ResetPasswordBody>): Promise<void> {
  assertConfirmed(input.password, input.password_confirmation, 'password_confirmation');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(byEmail(input.email)).for('update');
    const used = before
      ? await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.userId, before.id),
              eq(passwordResets.tokenHash, sha256(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: passwordResets.id })
      : [];
    if (!before || used.length === 0) throw invalidField('token', INVALID_RESET_TOKEN);
    // After the token (a wrong token never tells whose account it was); the refusal rolls the token's use back.
    assertPasswordLength(input.password, before.role, 'password');
    const [after] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, before.id))
      .returning();
    await revokeTokens(tx, before.id);
    await audit(tx, { actorId: before.id, action: 'update', entity: 'user', entityId: before.id, before: userImage(before), after: userImage(after) });
  });
}
