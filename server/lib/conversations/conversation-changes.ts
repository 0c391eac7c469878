import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { conversations } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { loadCitizenInScope, sessionUser } from '../citizens/scope.js';
import { checkAssignee } from '../renewals/renewal-changes.js';
import { branchesOf, conversationScope, loadConversation } from './scope.js';
import { conversationRow } from './conversation-list.js';
import type { Db, Tx } from '../../db/client.js';
import { invalidField, notFound } from '../http/http-errors.js';

/** What staff do to a conversation: read it, assign it, mark it done; assignments and done are audited. */

const ASSIGNEE_MESSAGE = "The assignee must be a staff member of the branch of the conversation's citizens.";

/** The conversation in the caller's scope, locked for the change; 404 outside it. */
async function lockInScope(tx: Tx, request: FastifyRequest, id: number) {
  const [row] = await tx.select().from(conversations).where(and(eq(conversations.id, id), conversationScope(sessionUser(request)))).for('update');
  if (!row) throw notFound();
  return row;
}

type Change = Partial<Pick<typeof conversations.$inferInsert, 'assigneeId' | 'status' | 'unreadCount'>>;

/** Applies `change` (what `decide` answers for the locked row, null for nothing) with an audit row of what it moved. */
async function changeConversation(request: FastifyRequest, id: number, decide: (tx: Tx, row: typeof conversations.$inferSelect) => Promise<Change | null>, audited: boolean) {
  const db: Db = request.server.db;
  await db.transaction(async (tx) => {
    const before = await lockInScope(tx, request, id);
    const change = await decide(tx, before);
    if (!change) return;
    await tx.update(conversations).set(change).where(eq(conversations.id, id));
    if (!audited) return;
    const image = (row: Change) => ({ assignee_id: row.assigneeId, status: row.status });
    const keys = Object.keys(change).filter((key) => key !== 'unreadCount') as (keyof Change)[];
    const was = Object.fromEntries(keys.map((key) => [key, before[key]])) as Change;
    await audit(tx, { actorId: sessionUser(request).id, action: 'update', entity: 'conversation', entityId: id, before: image(was), after: image(change) });
  });
  return { data: await conversationRow(db, id) };
}

/** Every message of the conversation read. */
export const markRead = (request: FastifyRequest, id: number) =>
  changeConversation(request, id, async (_tx, row) => (row.unreadCount ? { unreadCount: 0 } : null), false);

/** Given to a staff member of its citizens' branch (or of none), or to nobody; 422 otherwise. */
export const assignConversation = (request: FastifyRequest, id: number, assigneeId: number | null) =>
  changeConversation(request, id, async (tx, row) => {
    if (row.assigneeId === assigneeId) return null;
    await checkAssignee(tx, assigneeId, await branchesOf(tx, row.mobile), ASSIGNEE_MESSAGE);
    return { assigneeId };
  }, true);

/** Done (read too) until the citizen writes again. */
export const markDone = (request: FastifyRequest, id: number) =>
  changeConversation(request, id, async (_tx, row) => (row.status === 'done' ? null : { status: 'done', unreadCount: 0 }), true);

/** Create profile from the chat: the audit trail tells that the citizen (of the conversation's mobile) came from it. */
export async function profileCreated(request: FastifyRequest, id: number, citizenId: number) {
  const conversation = await loadConversation(request, id);
  const citizen = await loadCitizenInScope(request, citizenId, 'view');
  if (citizen.mobile !== conversation.mobile) throw invalidField('citizen_id', 'The profile must have the mobile of this conversation.');
  const after = { citizen_id: citizen.id, profile_created_from: 'whatsapp', wa_id: conversation.waId };
  await audit(request.server.db, { actorId: sessionUser(request).id, action: 'update', entity: 'conversation', entityId: id, after });
  return { data: await conversationRow(request.server.db, id) };
}
