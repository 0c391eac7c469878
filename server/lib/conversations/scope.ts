import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { citizens, conversations } from '../../db/schema/index.js';
import { scopedBranch, type SessionUser } from '../http/caller.js';
import { notFound } from '../http/http-errors.js';
import { sessionUser } from '../citizens/scope.js';

/**
 * Who sees which conversation: it is scoped like its citizens. A manager of a branch sees the conversations of the
 * mobiles of their branch's citizens; admins and managers without a branch see all, numbers no profile has included.
 */

/** The conversations of a mobile that a citizen of the branch holds. */
export const ofBranch = (branchId: number): SQL =>
  sql`exists (select 1 from ${citizens} where ${citizens.mobile} = ${conversations.mobile} and ${citizens.branchId} = ${branchId})`;

export function conversationScope(user: Pick<SessionUser, 'role' | 'branchId'>): SQL | undefined {
  const branch = scopedBranch(user);
  return branch === null ? undefined : ofBranch(branch);
}

export type Conversation = typeof conversations.$inferSelect;

/** One conversation in the caller's scope; 404 outside it. */
export async function loadConversation(request: FastifyRequest, id: number, db: Db = request.server.db): Promise<Conversation> {
  const [row] = await db.select().from(conversations).where(and(eq(conversations.id, id), conversationScope(sessionUser(request))));
  if (!row) throw notFound();
  return row;
}

/** The branches of the citizens holding the mobile (none for an unknown number). */
export async function branchesOf(db: Pick<Db, 'selectDistinct'>, mobile: string | null): Promise<(number | null)[]> {
  if (!mobile) return [];
  const rows = await db.selectDistinct({ branchId: citizens.branchId }).from(citizens).where(eq(citizens.mobile, mobile));
  return rows.map((row) => row.branchId);
}
