import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { SessionUser } from '../http/caller.js';
import { updateUser } from './account.js';
import { revokeTokens } from './credentials.js';
import { forbidden, notFound } from '../http/http-errors.js';
import { hashPassword, readablePassword } from './passwords.js';
import { assertMayManage } from './user-admin.js';

/**
 * Temporary passwords (user admin): for an account that cannot take a reset link (no email), an admin or manager
 * sets a generated password, shown once, and the account must choose its own before anything else.
 */

export const NO_SELF_TEMPORARY = 'You cannot set a temporary password for your own account.';
export const CHANGE_PASSWORD_FIRST = 'Please change your temporary password before you continue.';

/**
 * POST /admin/users/{id}/temporary-password: a new generated password, answered once; the account's sessions end,
 * a lock-out is lifted, and until the account changes its password the API refuses it everything else.
 */
export async function setTemporaryPassword(db: Db, actor: SessionUser, id: number): Promise<{ password: string }> {
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw notFound();
  assertMayManage(actor, target);
  if (id === actor.id) throw forbidden(NO_SELF_TEMPORARY);
  const password = readablePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { passwordHash, mustChangePassword: true, failedLogins: 0, lockedUntil: null }, id);
    await revokeTokens(tx, id);
  });
  return { password };
}

/** What a user who must change their password may still do: read who they are, change it, sign out. */
const OPEN_WHILE_CHANGING = new Set(['GET /api/me', 'HEAD /api/me', 'PUT /api/me/password', 'POST /api/logout']);

/** 403 for a signed-in user with a temporary password on any route but those. */
export function assertPasswordChosen(request: FastifyRequest): void {
  if (!request.user?.mustChangePassword) return;
  const route = `${request.method} ${request.routeOptions.url?.replace(/(.)\/$/, '$1')}`;
  if (!OPEN_WHILE_CHANGING.has(route)) throw forbidden(CHANGE_PASSWORD_FIRST);
}
