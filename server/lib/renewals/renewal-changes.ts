import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../common/options.js';
import type { RenewalStatus } from '../../../common/renewals.js';
import type { RenewalDetail, RenewalNote, RenewalRow } from '../../schemas/renewals.js';
import type { Db } from '../../db/client.js';
import { auditLog, renewalNotes, renewals as r, users } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { changesOf } from '../audit-trail/audit-list.js';
import { namedChanges } from '../audit-trail/reference-names.js';
import type { SessionUser } from '../http/caller.js';
import { invalid, invalidField, notFound } from '../http/http-errors.js';
import { renewalScope, selectRenewals } from './renewal-list.js';

/** The changes of a renewal by staff (issue 22, §Follow-up pipeline), each audited in its own transaction. */

export interface RenewalChange {
  status?: RenewalStatus;
  assignee_id?: number | null;
  lost_reason?: string | null;
  earned?: number | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Stored = typeof r.$inferSelect;
type Image = Record<string, unknown> | null;

const ASSIGNEE_MESSAGE = "The assignee must be a staff member of the renewal's branch.";

/** One renewal in the caller's scope, locked for the change; 404 outside the scope. */
async function lockInScope(tx: Tx, user: SessionUser, id: number): Promise<Stored> {
  const [row] = await tx.select().from(r).where(and(eq(r.id, id), renewalScope(user))).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * 422 unless the assignee is staff (admin or manager) of each of these branches, or of none (staff of every branch);
 * the inbox's conversations are assigned by the same rule.
 */
export async function checkAssignee(tx: Tx, assigneeId: number | null | undefined, branchIds: (number | null)[], message = ASSIGNEE_MESSAGE) {
  if (assigneeId === null || assigneeId === undefined) return;
  const [assignee] = await tx
    .select({ branchId: users.branchId })
    .from(users)
    .where(and(eq(users.id, assigneeId), inArray(users.role, [...STAFF_ROLES])));
  if (!assignee || (assignee.branchId !== null && branchIds.some((branch) => branch !== assignee.branchId))) {
    throw invalidField('assignee_id', message);
  }
}

/** The row after the change: a lost renewal needs its reason, `earned` belongs to a renewed one; leaving clears them. */
function changed(before: Stored, change: RenewalChange) {
  const status = change.status ?? before.status;
  const lostReason = status === 'lost' ? (change.lost_reason ?? before.lostReason)?.trim() || null : null;
  const earned = status === 'renewed' ? (change.earned === undefined ? before.earned : change.earned === null ? null : String(change.earned)) : null;
  const errors: Record<string, string[]> = {};
  if (status === 'lost' && !lostReason) errors.lost_reason = ['The lost reason field is required when the renewal is lost.'];
  if (status !== 'lost' && change.lost_reason) errors.lost_reason = ['A lost reason is given only when the renewal is lost.'];
  if (status !== 'renewed' && change.earned !== undefined && change.earned !== null) errors.earned = ['The earned amount is given only when the renewal is renewed.'];
  if (Object.keys(errors).length) throw invalid(errors);
  const statusChanged = status !== before.status;
  return {
    status,
    lostReason,
    earned,
    assigneeId: change.assignee_id === undefined ? before.assigneeId : change.assignee_id,
    // A change of status by hand ends an automatic renewal: deleting the newer record no longer reopens it.
    ...(statusChanged && { renewedByRecordId: null, statusBeforeRenewal: null, renewedAt: status === 'renewed' ? new Date() : null }),
  };
}

/** The audited image of a renewal: what staff change. */
const image = (row: Pick<Stored, 'status' | 'assigneeId' | 'lostReason' | 'earned'>) => ({
  status: row.status,
  assignee_id: row.assigneeId,
  lost_reason: row.lostReason,
  earned: row.earned === null ? null : Number(row.earned),
});

export async function loadRenewal(db: Db, user: SessionUser, id: number): Promise<RenewalRow> {
  const [row] = await selectRenewals(db).where(and(eq(r.id, id), renewalScope(user)));
  if (!row) throw notFound();
  return row as RenewalRow;
}

/** PATCH /renewals/{id}. */
export async function updateRenewal(db: Db, user: SessionUser, id: number, change: RenewalChange): Promise<RenewalRow> {
  await db.transaction(async (tx) => {
    const before = await lockInScope(tx, user, id);
    const after = changed(before, change);
    if (change.assignee_id !== undefined && change.assignee_id !== before.assigneeId) await checkAssignee(tx, change.assignee_id, [before.branchId]);
    const [next] = await tx.update(r).set({ ...after, updatedAt: new Date() }).where(eq(r.id, id)).returning();
    if (JSON.stringify(image(before)) !== JSON.stringify(image(next))) {
      await audit(tx, { actorId: user.id, action: 'update', entity: 'renewal', entityId: id, before: image(before), after: image(next) });
    }
  });
  return loadRenewal(db, user, id);
}

/** POST /renewals/assign: the renewals (all in the caller's scope, else 404) given to one assignee (or to nobody). */
export async function assignRenewals(db: Db, user: SessionUser, ids: number[], assigneeId: number | null) {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select().from(r).where(and(inArray(r.id, unique), renewalScope(user))).orderBy(asc(r.id)).for('update');
    if (rows.length !== unique.length) throw notFound();
    await checkAssignee(tx, assigneeId, [...new Set(rows.map((row) => row.branchId))]);
    const moved = rows.filter((row) => row.assigneeId !== assigneeId);
    if (moved.length === 0) return { updated: 0 };
    await tx.update(r).set({ assigneeId, updatedAt: new Date() }).where(inArray(r.id, moved.map((row) => row.id)));
    await tx.insert(auditLog).values(
      moved.map((row) => ({
        actorId: user.id, action: 'update' as const, entity: 'renewal', entityId: row.id,
        before: { assignee_id: row.assigneeId }, after: { assignee_id: assigneeId },
      })),
    );
    return { updated: moved.length };
  });
}

const author = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/** POST /renewals/{id}/notes: the note with its author and time. */
export async function addRenewalNote(db: Db, user: SessionUser, id: number, text: string): Promise<RenewalNote> {
  const trimmed = text.trim();
  if (!trimmed) throw invalidField('text', 'The text field is required.');
  return db.transaction(async (tx) => {
    await lockInScope(tx, user, id);
    const [note] = await tx.insert(renewalNotes).values({ renewalId: id, authorId: user.id, text: trimmed }).returning();
    await tx.update(r).set({ notesCount: sql`${r.notesCount} + 1` }).where(eq(r.id, id));
    await audit(tx, { actorId: user.id, action: 'create', entity: 'renewal_note', entityId: note.id, after: { renewal_id: id, text: trimmed } });
    return { id: note.id, text: note.text, author: author(user.id, user.name), created_at: note.createdAt.toISOString() };
  });
}

/** GET /renewals/{id}: the renewal with its notes and the history of its changes (oldest first; not its delete and restore with its document). */
export async function renewalDetail(db: Db, user: SessionUser, id: number): Promise<RenewalDetail> {
  const row = await loadRenewal(db, user, id);
  const notes = await db
    .select({ id: renewalNotes.id, text: renewalNotes.text, authorId: renewalNotes.authorId, authorName: users.name, createdAt: renewalNotes.createdAt })
    .from(renewalNotes)
    .leftJoin(users, eq(users.id, renewalNotes.authorId))
    .where(eq(renewalNotes.renewalId, id))
    .orderBy(asc(renewalNotes.id));
  const history = await db
    .select({ actorId: auditLog.actorId, actorName: users.name, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, 'renewal'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')))
    .orderBy(asc(auditLog.id));
  // Each change's changed fields only, and the names of the assignees it names.
  const changes = history.map((change) => changesOf(change.before as Image, change.after as Image));
  const names = await namedChanges(db, changes.map((changed) => ({ entity: 'renewal', entityId: id, changes: changed, image: null })));
  const side = (image: unknown, changed: (typeof changes)[number], index: 0 | 1) =>
    image === null ? null : Object.fromEntries(Object.entries(changed).map(([field, values]) => [field, values[index]]));
  return {
    ...row,
    notes: notes.map((note) => ({ id: note.id, text: note.text, author: author(note.authorId, note.authorName), created_at: note.createdAt.toISOString() })),
    history: history.map((change, i) => ({
      at: change.createdAt.toISOString(),
      actor: author(change.actorId, change.actorName),
      before: side(change.before, changes[i], 0),
      after: side(change.after, changes[i], 1),
      names: names[i].names,
    })),
  };
}
