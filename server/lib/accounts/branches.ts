import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { branches } from '../../db/schema/index.js';
import { audit } from '../audit/audit.js';
import { invalidField, notFound } from '../http/http-errors.js';
import { rowJson } from '../citizens/row-json.js';

/** Branches of the agency: listed for staff, created and renamed by an admin (names unique in any case). */

const branchView = (row: typeof branches.$inferSelect) => ({ id: row.id, name: row.name });

export async function listBranches(db: Db) {
  const rows = await db.select().from(branches).orderBy(asc(branches.name), asc(branches.id));
  return { data: rows.map(branchView) };
}

export async function createBranch(db: Db, actorId: number, name: string) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(branches).values({ name }).returning();
    await audit(tx, { actorId, action: 'create', entity: 'branch', entityId: created.id, after: rowJson(created) });
    return branchView(created);
  });
}

export async function renameBranch(db: Db, actorId: number, id: number, name: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(branches).where(eq(branches.id, id)).for('update');
    if (!before) throw notFound();
    const [after] = await tx.update(branches).set({ name, updatedAt: new Date() }).where(eq(branches.id, id)).returning();
    await audit(tx, { actorId, action: 'update', entity: 'branch', entityId: id, before: rowJson(before), after: rowJson(after) });
    return branchView(after);
  });
}

/** 422 on branch_id unless the branch exists. */
export async function assertBranchExists(tx: Tx | Db, id: number): Promise<void> {
  const [found] = await tx.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
  if (!found) throw invalidField('branch_id', 'The selected branch id is invalid.');
}
